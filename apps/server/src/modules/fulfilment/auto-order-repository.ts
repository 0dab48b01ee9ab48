import { AutoOrderStatus } from '@smm/contract/enums';
import { SHORT_ORDER_STATUSES } from '@smm/contract/order-status-groups';
import type { Queryable } from '../../db/database.ts';
import type { CanceledAutoOrder } from './refund-rules.ts';

export interface DueRun {
  id: number;
  memberId: number;
  serviceId: number;
  link: string;
  amount: number;
  unitPriceMilli: number;
}

/**
 * Claims up to `limit` due runs of active auto-orders (SKIP LOCKED) and counts each as placed in
 * the same statement. The next run is due one interval after now, not after the previous due time.
 */
export async function claimDueRuns(tx: Queryable, now: Date, limit: number): Promise<DueRun[]> {
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
     RETURNING a.id, a.member_id AS "memberId", a.service_id AS "serviceId", a.link, a.amount,
               a.unit_price_milli AS "unitPriceMilli"`,
    [now, limit],
  );
  return rows;
}

/** Cancels the auto-order if it is active; false otherwise. */
export async function cancelActiveAutoOrder(
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
  return rowCount > 0;
}

export interface UnrefundedAutoOrder extends CanceledAutoOrder {
  id: number;
  memberId: number;
}

/**
 * Locks up to `limit` canceled auto-orders not refunded yet (only `onlyId` when given); rows another
 * process holds are skipped. The lock lasts until the caller's transaction ends.
 */
export async function lockUnrefundedCanceled(
  tx: Queryable,
  onlyId: number | null,
  limit: number,
): Promise<UnrefundedAutoOrder[]> {
  const { rows } = await tx.query<UnrefundedAutoOrder>(
    `SELECT id, member_id AS "memberId", runs, runs_placed AS "runsPlaced", amount,
            unit_price_milli AS "unitPriceMilli", cost_milli AS "costMilli"
       FROM auto_orders
      WHERE status = ${AutoOrderStatus.Canceled} AND refunded_at IS NULL AND ($1::bigint IS NULL OR id = $1)
      ORDER BY id LIMIT $2
      FOR UPDATE SKIP LOCKED`,
    [onlyId, limit],
  );
  return rows;
}

/** Marks the auto-order refunded (once: only while refunded_at is NULL); false when it already was. */
export async function recordAutoOrderRefund(
  tx: Queryable,
  autoOrderId: number,
  refundMilli: number,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE auto_orders SET refunded_at = $2, next_run_at = NULL, updated_at = $2, refunded_milli = $3
      WHERE id = $1 AND refunded_at IS NULL`,
    [autoOrderId, now, refundMilli],
  );
  return rowCount > 0;
}

/**
 * One more run reached a final status. After the last run of an active auto-order it is completed,
 * or partial (shown as completed) when a run delivered less than ordered.
 */
export async function countFinishedRun(tx: Queryable, autoOrderId: number, now: Date): Promise<void> {
  await tx.query(
    `UPDATE auto_orders a
        SET completed = a.completed + 1, updated_at = $2,
            status = CASE
              WHEN a.status <> ${AutoOrderStatus.Active} OR a.completed + 1 < a.runs THEN a.status
              WHEN EXISTS (SELECT 1 FROM orders o
                            WHERE o.auto_order_id = a.id AND o.status IN (${SHORT_ORDER_STATUSES.join(', ')}))
                THEN ${AutoOrderStatus.Partial}
              ELSE ${AutoOrderStatus.Completed} END
      WHERE a.id = $1`,
    [autoOrderId, now],
  );
}
