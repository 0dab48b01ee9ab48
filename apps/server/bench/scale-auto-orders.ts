import { AutoOrderStatus } from '@smm/contract/enums';
import { systemClock } from '../src/clock.ts';
import type { Database } from '../src/db/database.ts';
import { createAutoOrderService } from '../src/modules/fulfilment/auto-order-service.ts';

export interface AutoOrderRuns {
  runs: number;
  calls: number;
  ms: number;
}

/**
 * The auto-order sweep on a store of the year's size: `count` active auto-orders (bench rows of 5
 * runs a day apart, copied from the newest orders, the first run due now) and the sweep's own call,
 * 50 runs a transaction as the jobs loop makes it, until nothing is due. The rows are removed again
 * afterwards with their runs and the runs' journal rows, so a kept store stays as it was built.
 */
export async function timeAutoOrderRuns(db: Database, count = 1000): Promise<AutoOrderRuns> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO auto_orders (member_id, service_id, link, amount, runs, interval_minutes, unit_price_milli,
                              cost_milli, status, next_run_at)
     SELECT member_id, service_id, 'https://www.instagram.com/p/bench-auto-' || id, amount, 5, 1440,
            unit_price_milli, unit_price_milli * amount * 5, ${AutoOrderStatus.Active}, now() - interval '1 minute'
       FROM orders ORDER BY id DESC LIMIT $1
     RETURNING id`,
    [count],
  );
  const ids = rows.map((r) => r.id);
  const sweep = createAutoOrderService({ db, clock: systemClock });
  const started = performance.now();
  let runs = 0;
  let calls = 0;
  for (let placed = -1; placed !== 0; calls += 1) {
    placed = await sweep.placeDueRuns();
    runs += placed;
  }
  const ms = performance.now() - started;
  await db.transaction(async (tx) => {
    const children = 'SELECT id FROM orders WHERE auto_order_id = ANY($1::bigint[])';
    await tx.query(`DELETE FROM order_figure_entries WHERE order_id IN (${children})`, [ids]);
    await tx.query('DELETE FROM orders WHERE auto_order_id = ANY($1::bigint[])', [ids]);
    await tx.query('DELETE FROM auto_orders WHERE id = ANY($1::bigint[])', [ids]);
  });
  return { runs, calls, ms };
}
