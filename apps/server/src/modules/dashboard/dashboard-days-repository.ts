import type { Database, Queryable } from '../../db/database.ts';
import type { DayFigures, DayTotals, ServiceFigures } from './day-figures.ts';

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

/**
 * Stores closed days with their per-service rows, in one transaction. A day another process stored
 * meanwhile is left as it is (ON CONFLICT DO NOTHING): its figures are the same sums of the same
 * rows. Days and services go in ascending order, so two transactions storing overlapping days wait
 * for each other in the same order and never deadlock.
 */
export async function storeDays(
  db: Pick<Database, 'transaction'>,
  days: ReadonlyMap<number, DayFigures>,
): Promise<void> {
  if (days.size === 0) return;
  const sorted = [...days].sort(([a], [b]) => a - b);
  const services = sorted.flatMap(([day, f]) =>
    [...f.services].sort(([a], [b]) => a - b).map(([serviceId, s]) => ({ day, serviceId, ...s })),
  );
  await db.transaction(async (tx) => {
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
    if (services.length === 0) return;
    await tx.query(
      `INSERT INTO dashboard_day_services (day, service_id, orders, revenue_milli, cost_milli)
       SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::bigint[], $5::bigint[])
       ON CONFLICT (day, service_id) DO NOTHING`,
      [
        services.map((s) => s.day),
        services.map((s) => s.serviceId),
        services.map((s) => s.orders),
        services.map((s) => s.revenueMilli),
        services.map((s) => s.costMilli),
      ],
    );
  });
}
