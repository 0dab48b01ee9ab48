import { AutoOrderStatus } from '@smm/contract/enums';
import type { Database, Queryable } from '../../db/database.ts';
import { credit } from '../ledger/ledger-repository.ts';

/**
 * Cancels an active auto-order (status 2) and refunds the runs not placed, in the caller's
 * transaction. Runs already placed are orders of their own and settle on their own.
 * Returns false when the auto-order was not active.
 */
export async function cancelAutoOrderInTx(
  tx: Queryable,
  autoOrderId: number,
  reason: string,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE auto_orders SET status = ${AutoOrderStatus.Canceled}, next_run_at = NULL, last_error = $2, updated_at = $3
      WHERE id = $1 AND status = ${AutoOrderStatus.Active}`,
    [autoOrderId, reason, now],
  );
  if (rowCount === 0) return false;
  await refundCanceledAutoOrders(tx, now, { id: autoOrderId });
  return true;
}

/** For the operator console: cancel an active auto-order and refund its unplaced runs, at once. */
export function cancelAutoOrder(
  db: Database,
  autoOrderId: number,
  reason: string,
  now: Date,
): Promise<boolean> {
  return db.transaction((tx) => cancelAutoOrderInTx(tx, autoOrderId, reason, now));
}

/**
 * Refunds canceled auto-orders not yet refunded: (runs - runs_placed) x amount x unit price, once.
 * The conditional state change (refunded_at from NULL) makes it happen once even when an operator
 * set status 2 directly and several processes sweep at the same time; the ledger key
 * `auto_order:<id>:refund` is the backstop. Without `only`, claims a batch with SKIP LOCKED.
 */
export async function refundCanceledAutoOrders(
  tx: Queryable,
  now: Date,
  only?: { id: number },
  limit = 50,
): Promise<number> {
  const { rows } = await tx.query<{ id: number; member_id: number; refunded_milli: number }>(
    `WITH due AS (
       SELECT id FROM auto_orders
        WHERE status = ${AutoOrderStatus.Canceled} AND refunded_at IS NULL AND ($2::bigint IS NULL OR id = $2)
        ORDER BY id LIMIT $3
        FOR UPDATE SKIP LOCKED)
     UPDATE auto_orders a
        SET refunded_at = $1, next_run_at = NULL, updated_at = $1,
            refunded_milli = LEAST(a.cost_milli, (a.runs - a.runs_placed)::bigint * a.amount * a.unit_price_milli)
       FROM due WHERE a.id = due.id
     RETURNING a.id, a.member_id, a.refunded_milli`,
    [now, only?.id ?? null, limit],
  );
  for (const row of rows) {
    if (row.refunded_milli === 0) continue;
    await credit(tx, {
      memberId: row.member_id,
      amountMilli: row.refunded_milli,
      reason: 'refund',
      refType: 'auto_order',
      refId: row.id,
      key: `auto_order:${row.id}:refund`,
    });
  }
  return rows.length;
}

/** The sweep: one short transaction per batch. */
export function refundCanceledAutoOrdersSweep(db: Database, now: Date): Promise<number> {
  return db.transaction((tx) => refundCanceledAutoOrders(tx, now));
}
