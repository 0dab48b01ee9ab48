import type {
  MarketingReport,
  MarketingReportDay,
  MarketingReportQuery,
} from '@smm/contract/marketing-report';
import { fromMilli } from '@smm/contract/money';
import type { Queryable } from '../../db/database.ts';
import { kstDayLabel, kstDaySql, kstDayStart } from '../../db/kst-day.ts';

const DAY_MS = 86_400_000;

type Figure = Exclude<keyof MarketingReportDay, 'day'>;

/** Ledger reasons summed per day, and the figure each adds to (sign: costs and revenue as positive). */
const LEDGER_FIGURES: Record<string, { figure: Figure; sign: 1 | -1 }> = {
  order: { figure: 'revenue', sign: -1 },
  refund: { figure: 'revenue', sign: -1 },
  topup: { figure: 'topups', sign: 1 },
  bonus: { figure: 'bonus', sign: 1 },
  coupon: { figure: 'coupon', sign: 1 },
  commission: { figure: 'commission', sign: 1 },
};

/**
 * What the growth levers cost per KST day beside revenue: the ledger summed by reason, and the
 * discounts recorded beside orders (order_discounts). Days without movement answer zeros.
 */
export async function marketingReport(db: Queryable, query: MarketingReportQuery): Promise<MarketingReport> {
  const firstDay = Math.round(Date.parse(`${query.from}T00:00:00Z`) / DAY_MS);
  const lastDay = Math.round(Date.parse(`${query.to}T00:00:00Z`) / DAY_MS);
  const from = kstDayStart(firstDay);
  const to = kstDayStart(lastDay + 1);
  const [ledgerRows, discountRows] = await Promise.all([
    db.query<{ day: number; reason: string; milli: number }>(
      `SELECT ${kstDaySql('created_at')} AS day, reason, sum(delta_milli)::bigint AS milli
         FROM point_ledger
        WHERE reason = ANY($3::text[]) AND created_at >= $1 AND created_at < $2
        GROUP BY 1, 2`,
      [from, to, Object.keys(LEDGER_FIGURES)],
    ),
    db.query<{ day: number; milli: number }>(
      `SELECT ${kstDaySql('created_at')} AS day, sum(discount_milli)::bigint AS milli
         FROM order_discounts WHERE created_at >= $1 AND created_at < $2 GROUP BY 1`,
      [from, to],
    ),
  ]);
  const milli = new Map<number, Record<Figure, number>>();
  for (let day = firstDay; day <= lastDay; day++)
    milli.set(day, { revenue: 0, topups: 0, bonus: 0, coupon: 0, discount: 0, commission: 0 });
  for (const row of ledgerRows.rows) {
    const target = milli.get(row.day);
    const f = LEDGER_FIGURES[row.reason];
    if (target && f) target[f.figure] += f.sign * Number(row.milli);
  }
  for (const row of discountRows.rows) {
    const target = milli.get(row.day);
    if (target) target.discount += Number(row.milli);
  }
  const totals: Record<Figure, number> = {
    revenue: 0,
    topups: 0,
    bonus: 0,
    coupon: 0,
    discount: 0,
    commission: 0,
  };
  const days = [...milli.entries()].map(([day, figures]) => {
    const shown = {} as Record<Figure, number>;
    for (const [key, value] of Object.entries(figures) as [Figure, number][]) {
      totals[key] += value;
      shown[key] = fromMilli(value);
    }
    return { day: kstDayLabel(day), ...shown };
  });
  const shownTotals = Object.fromEntries(
    Object.entries(totals).map(([key, value]) => [key, fromMilli(value)]),
  ) as Record<Figure, number>;
  return { days, totals: shownTotals };
}
