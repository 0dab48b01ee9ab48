import { AutoOrderStatus } from '@smm/contract/enums';
import { orderCostMilli } from '@smm/contract/money';
import type { Database } from '../../db/database.ts';
import { insertOrder } from '../orders/order-repository.ts';

interface DueRun {
  id: number;
  member_id: number;
  service_id: number;
  link: string;
  amount: number;
  unit_price_milli: number;
}

/**
 * Places the due runs of active auto-orders: each run is a child order of `amount` carrying its
 * share of the cost (already paid with the auto-order), which the submit sweep then sends like
 * any order. The claim, the `runs_placed` step and the child row commit together, so a run is
 * placed once even with several processes. The next run is due `interval` after this one was
 * placed, so a server that was down catches up one run at a time instead of in a burst.
 */
export async function placeDueAutoOrderRuns(db: Database, now: Date, limit = 50): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<DueRun>(
      `WITH due AS (
         SELECT id FROM auto_orders
          WHERE status = ${AutoOrderStatus.Active} AND runs_placed < runs AND next_run_at <= $1
          ORDER BY next_run_at, id LIMIT $2
          FOR UPDATE SKIP LOCKED)
       UPDATE auto_orders a
          SET runs_placed = a.runs_placed + 1, updated_at = $1,
              next_run_at = CASE WHEN a.runs_placed + 1 < a.runs THEN $1::timestamptz + make_interval(mins => a.interval_minutes) END
         FROM due WHERE a.id = due.id
       RETURNING a.id, a.member_id, a.service_id, a.link, a.amount, a.unit_price_milli`,
      [now, limit],
    );
    for (const run of rows) {
      await insertOrder(tx, {
        memberId: run.member_id,
        serviceId: run.service_id,
        autoOrderId: run.id,
        link: run.link,
        amount: run.amount,
        unitPriceMilli: run.unit_price_milli,
        costMilli: orderCostMilli(run.unit_price_milli, run.amount, 0),
        createdAt: now,
      });
    }
    return rows.length;
  });
}
