import { OrderStatus } from '@smm/contract/enums';
import type { Queryable } from '../../db/database.ts';
import { credit } from '../ledger/ledger-repository.ts';
import { cancelAutoOrderInTx } from './auto-order-refund.ts';
import type { ProviderOrderState } from './provider.ts';
import { isFinalStatus } from './provider-status.ts';

interface ChangedOrder {
  id: number;
  member_id: number;
  auto_order_id: number | null;
  amount: number;
  unit_price_milli: number;
  cost_milli: number;
  refunded_milli: number;
  status: number;
  remains: number | null;
}

export type SubmitState = 'new' | 'submitting' | 'submitted' | 'unknown' | 'failed';

const RETURNING =
  'RETURNING id, member_id, auto_order_id, amount, unit_price_milli, cost_milli, refunded_milli, status, remains';

/**
 * Applies a provider's state to one order, inside the caller's (short) transaction. The update only
 * matches an order that is not final yet, so reaching Completed, Partial or Canceled happens once
 * however many workers apply the same answer, and only that one change refunds.
 * Returns the new status when something changed.
 */
export async function applyProviderState(
  tx: Queryable,
  orderId: number,
  state: ProviderOrderState,
  now: Date,
): Promise<number | null> {
  if (state.status === null) return null;
  const { rows } = await tx.query<ChangedOrder>(
    `UPDATE orders SET status = $2, start_count = COALESCE($3, start_count), remains = $4, provider_status = $5,
                       last_error = NULL, updated_at = $6
      WHERE id = $1 AND status IN (0, 1, 4) AND submit_state = 'submitted'
        AND (status, start_count, remains, provider_status) IS DISTINCT FROM ($2, COALESCE($3, start_count), $4, $5)
     ${RETURNING}`,
    [orderId, state.status, state.startCount, state.remains, state.rawStatus, now],
  );
  const order = rows[0];
  if (!order) return null;
  if (isFinalStatus(order.status)) await settleFinal(tx, order, now);
  return order.status;
}

/**
 * A definite refusal of the add (or retries given up): the order is canceled and refunded in full,
 * and an auto-order it belongs to is canceled too, since its next runs would be refused alike.
 */
export async function refuseOrder(
  tx: Queryable,
  orderId: number,
  error: string,
  now: Date,
  fromStates: readonly SubmitState[] = ['submitting'],
): Promise<boolean> {
  const { rows } = await tx.query<ChangedOrder>(
    `UPDATE orders SET status = ${OrderStatus.Canceled}, submit_state = 'failed', next_attempt_at = NULL,
                       needs_operator = false, last_error = $2, updated_at = $3
      WHERE id = $1 AND submit_state = ANY($4::text[]) AND status IN (0, 1, 4)
     ${RETURNING}`,
    [orderId, error, now, fromStates],
  );
  const order = rows[0];
  if (!order) return false;
  await settleFinal(tx, order, now);
  if (order.auto_order_id !== null)
    await cancelAutoOrderInTx(tx, order.auto_order_id, `run order ${order.id} refused: ${error}`, now);
  return true;
}

/** What a final status gives back: Canceled the whole charge, Partial the undelivered units. */
export function refundFor(
  order: Pick<
    ChangedOrder,
    'status' | 'amount' | 'unit_price_milli' | 'cost_milli' | 'refunded_milli' | 'remains'
  >,
): number | null {
  const left = order.cost_milli - order.refunded_milli;
  if (order.status === OrderStatus.Canceled) return left;
  if (order.status !== OrderStatus.Partial) return 0;
  if (order.remains === null) return null;
  return Math.min(left, Math.min(order.remains, order.amount) * order.unit_price_milli);
}

async function settleFinal(tx: Queryable, order: ChangedOrder, now: Date): Promise<void> {
  const refund = refundFor(order);
  if (refund === null) {
    // A Partial without a usable remains: refunding a guess would be wrong either way.
    await tx.query(
      `UPDATE orders SET needs_operator = true, last_error = 'partial without a usable remains: refund by hand' WHERE id = $1`,
      [order.id],
    );
  } else if (refund > 0) {
    await tx.query('UPDATE orders SET refunded_milli = refunded_milli + $2, refunded_at = $3 WHERE id = $1', [
      order.id,
      refund,
      now,
    ]);
    await credit(tx, {
      memberId: order.member_id,
      amountMilli: refund,
      reason: 'refund',
      refType: 'order',
      refId: order.id,
      key: `order:${order.id}:refund`,
    });
  }
  if (order.auto_order_id !== null) await countFinishedRun(tx, order.auto_order_id, now);
}

/**
 * One more run of the auto-order reached a final state. After the last run the auto-order is
 * completed: 1 when every run completed, 3 (partial, shown as completed) when one did not.
 */
async function countFinishedRun(tx: Queryable, autoOrderId: number, now: Date): Promise<void> {
  await tx.query(
    `UPDATE auto_orders a
        SET completed = a.completed + 1, updated_at = $2,
            status = CASE
              WHEN a.status <> 0 OR a.completed + 1 < a.runs THEN a.status
              WHEN EXISTS (SELECT 1 FROM orders o WHERE o.auto_order_id = a.id AND o.status IN (3, 5)) THEN 3
              ELSE 1 END
      WHERE a.id = $1`,
    [autoOrderId, now],
  );
}
