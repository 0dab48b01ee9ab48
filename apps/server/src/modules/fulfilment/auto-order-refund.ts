import type { Queryable } from '../../db/database.ts';
import { ledger } from '../ledger/ledger-service.ts';
import {
  cancelActiveAutoOrder,
  lockUnrefundedCanceled,
  recordAutoOrderRefund,
} from './auto-order-repository.ts';
import { autoOrderRefundMilli } from './refund-rules.ts';

/**
 * Steps that run inside the caller's transaction, shared by the settlement service (a refused run
 * cancels its auto-order with the run) and the auto-order service.
 */

/**
 * Cancels an active auto-order and refunds the runs not placed. Runs already placed are orders of
 * their own and settle on their own. Returns false when the auto-order was not active.
 */
export async function cancelAutoOrderInTx(
  tx: Queryable,
  autoOrderId: number,
  reason: string,
  now: Date,
): Promise<boolean> {
  if (!(await cancelActiveAutoOrder(tx, autoOrderId, reason, now))) return false;
  await refundCanceledAutoOrdersInTx(tx, now, autoOrderId);
  return true;
}

/**
 * Refunds canceled auto-orders not yet refunded, once: the rows are locked (SKIP LOCKED, so
 * several processes share the work) and marked refunded only while `refunded_at` is NULL, which
 * also covers an auto-order an operator set to canceled directly; the ledger key
 * `auto_order:<id>:refund` is the backstop. Returns how many were refunded (a zero refund counts).
 */
export async function refundCanceledAutoOrdersInTx(
  tx: Queryable,
  now: Date,
  onlyId: number | null = null,
  limit = 50,
): Promise<number> {
  let refunded = 0;
  for (const autoOrder of await lockUnrefundedCanceled(tx, onlyId, limit)) {
    const refundMilli = autoOrderRefundMilli(autoOrder);
    if (!(await recordAutoOrderRefund(tx, autoOrder.id, refundMilli, now))) continue;
    refunded++;
    if (refundMilli === 0) continue;
    await ledger.credit(tx, {
      memberId: autoOrder.memberId,
      amountMilli: refundMilli,
      reason: 'refund',
      refType: 'auto_order',
      refId: autoOrder.id,
      key: `auto_order:${autoOrder.id}:refund`,
    });
  }
  return refunded;
}
