import type { Database, Queryable } from '../../db/database.ts';
import { kstDayStart, kstDaySql } from '../../db/kst-day.ts';
import type { DayTotals, ServiceFigures } from './day-figures.ts';

/**
 * The stored figures of closed KST days (migration 0036): written once per store, read by every
 * request and every instance. Only this module writes the two tables.
 */

/** The stored days among `first` to `last` (both included); a day not stored is absent. */
export async function readStoredDays(
  db: Queryable,
  first: number,
  last: number,
): Promise<Map<number, DayTotals>> {
  const { rows } = await db.query<DayTotals & { day: number }>(
    `SELECT day, order_milli AS "orderMilli", refund_milli AS "refundMilli", topup_milli AS "topupMilli",
            orders, new_members AS "newMembers", revenue_milli AS "revenueMilli", cost_milli AS "costMilli"
       FROM dashboard_days WHERE day BETWEEN $1 AND $2`,
    [first, last],
  );
  return new Map(rows.map(({ day, ...totals }) => [day, totals]));
}

/** The days among `first` to `last` with no stored row, ascending. */
export async function missingDays(db: Queryable, first: number, last: number): Promise<number[]> {
  const { rows } = await db.query<{ day: number }>(
    `SELECT d AS day FROM generate_series($1::int, $2::int) AS d
      WHERE NOT EXISTS (SELECT 1 FROM dashboard_days s WHERE s.day = d) ORDER BY d`,
    [first, last],
  );
  return rows.map((r) => r.day);
}

/** The stored days' per-service figures summed over `first` to `last`, by service id. */
export async function sumStoredServices(
  db: Queryable,
  first: number,
  last: number,
): Promise<Map<number, ServiceFigures>> {
  const { rows } = await db.query<ServiceFigures & { serviceId: number }>(
    `SELECT service_id AS "serviceId", sum(orders)::int AS orders,
            sum(revenue_milli)::bigint AS "revenueMilli", sum(cost_milli)::bigint AS "costMilli"
       FROM dashboard_day_services WHERE day BETWEEN $1 AND $2
      GROUP BY service_id`,
    [first, last],
  );
  return new Map(rows.map(({ serviceId, ...figures }) => [serviceId, figures]));
}

/** A closed day's figures from the ledger, the orders and the members (revenue and cost come below). */
export type DayCounts = Omit<DayTotals, 'revenueMilli' | 'costMilli'>;

/**
 * Stores the closed days `first` to `last`, in one transaction: each day's per-service figures
 * summed from the orders' journal in the database (a year at 2,000,000 orders is about a million
 * rows; sent back and forth as parameters they cost more than reading them), then each day's row
 * with `counts` and the day's revenue and cost summed from those per-service rows. A day `counts`
 * lacks had none. A row another process stored meanwhile stays as it is (ON CONFLICT DO NOTHING):
 * the same sums of the same rows. Both inserts go in ascending order, so two transactions storing
 * overlapping days wait for each other in one order and never deadlock. Returns the days' totals.
 */
export async function fillDays(
  db: Pick<Database, 'transaction'>,
  first: number,
  last: number,
  counts: ReadonlyMap<number, DayCounts>,
): Promise<Map<number, DayTotals>> {
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO dashboard_day_services (day, service_id, orders, revenue_milli, cost_milli)
       SELECT ${kstDaySql('booked_at')}, service_id, sum(placed), sum(revenue_milli), sum(cost_milli)
         FROM order_figure_entries
        WHERE booked_at >= $1 AND booked_at < $2
        GROUP BY 1, 2 ORDER BY 1, 2
       ON CONFLICT (day, service_id) DO NOTHING`,
      [kstDayStart(first), kstDayStart(last + 1)],
    );
    const { rows } = await tx.query<{ day: number; revenueMilli: number; costMilli: number }>(
      `SELECT day, sum(revenue_milli)::bigint AS "revenueMilli", sum(cost_milli)::bigint AS "costMilli"
         FROM dashboard_day_services WHERE day BETWEEN $1 AND $2 GROUP BY day`,
      [first, last],
    );
    const money = new Map(rows.map(({ day, ...m }) => [day, m]));
    const days = new Map<number, DayTotals>();
    for (let day = first; day <= last; day += 1) {
      const c = counts.get(day) ?? { orderMilli: 0, refundMilli: 0, topupMilli: 0, orders: 0, newMembers: 0 };
      days.set(day, { ...c, ...(money.get(day) ?? { revenueMilli: 0, costMilli: 0 }) });
    }
    const sorted = [...days];
    await tx.query(
      `INSERT INTO dashboard_days
              (day, order_milli, refund_milli, topup_milli, orders, new_members, revenue_milli, cost_milli)
       SELECT * FROM unnest($1::int[], $2::bigint[], $3::bigint[], $4::bigint[], $5::int[], $6::int[],
                            $7::bigint[], $8::bigint[])
       ON CONFLICT (day) DO NOTHING`,
      [
        sorted.map(([day]) => day),
        sorted.map(([, f]) => f.orderMilli),
        sorted.map(([, f]) => f.refundMilli),
        sorted.map(([, f]) => f.topupMilli),
        sorted.map(([, f]) => f.orders),
        sorted.map(([, f]) => f.newMembers),
        sorted.map(([, f]) => f.revenueMilli),
        sorted.map(([, f]) => f.costMilli),
      ],
    );
    return days;
  });
}
