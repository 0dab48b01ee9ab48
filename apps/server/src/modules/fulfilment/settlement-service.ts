import { isFinalOrderStatus } from '@smm/contract/order-status-groups';
import type { Clock } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { ledger } from '../ledger/ledger-service.ts';
import { creditCommission } from '../marketing/referral-commission.ts';
import type { OperatorNotifier } from '../notifications/operator-notifier.ts';
import { orderNeedsOperatorEvent } from '../notifications/operator-events.ts';
import { cancelAutoOrderInTx } from './auto-order-refund.ts';
import { countFinishedRun } from './auto-order-repository.ts';
import type { ProviderOrderState } from './provider.ts';
import { orderRefundMilli } from './refund-rules.ts';
import {
  cancelFailedOrder,
  completeByHand,
  flagPartialWithoutRemains,
  markPartialByHand,
  orderStatus,
  recordOrderRefund,
  updateProviderState,
  type ChangedOrder,
} from './settlement-repository.ts';
import type { SubmitState } from './submission-repository.ts';

export interface SettlementDeps {
  db: Database;
  clock: Clock;
  /** Tells the operator about a Partial that needs a refund by hand. */
  notifier?: OperatorNotifier;
}

/** Moves orders to their final status and books what that gives back, each in one short transaction. */
export interface SettlementService {
  /**
   * Applies a provider's state to one order. Only a change of a submitted, open order matches, so
   * reaching Completed, Partial or Canceled happens once however many workers apply the same
   * answer, and only that one change refunds. Returns the new status when something changed.
   */
  applyProviderState(orderId: number, state: ProviderOrderState): Promise<number | null>;
  /**
   * A definite refusal of the add (or retries given up): the order is canceled and refunded in
   * full, and an auto-order it belongs to is canceled too, since its next runs would be refused
   * alike. Returns false when the order was not in one of `fromStates` (default 'submitting').
   * With `tx` it runs inside the caller's transaction (an operator action and its audit row).
   */
  refuseOrder(
    orderId: number,
    error: string,
    fromStates?: readonly SubmitState[],
    tx?: Queryable,
  ): Promise<boolean>;
  /**
   * The operator settles an order by hand inside `tx` (operator console): Completed, or Partial
   * with `delivered` units and the rest refunded once. False when the state no longer allows it.
   */
  settleByHand(
    tx: Queryable,
    orderId: number,
    outcome: { status: 'completed' } | { status: 'partial'; delivered: number },
  ): Promise<boolean>;
}

export function createSettlementService({ db, clock, notifier }: SettlementDeps): SettlementService {
  const settleFinal = async (tx: Queryable, order: ChangedOrder, now: Date, countRun = true) => {
    const flagged = await settleFinalOrder(tx, order, now, countRun);
    if (flagged && notifier)
      await notifier.notify(tx, orderNeedsOperatorEvent(order.id, 'partial_without_remains'));
  };
  const refuseInTx = async (
    tx: Queryable,
    orderId: number,
    error: string,
    fromStates: readonly SubmitState[],
  ) => {
    const now = clock.now();
    const order = await cancelFailedOrder(tx, orderId, error, now, fromStates);
    if (!order) return false;
    await settleFinal(tx, order, now);
    if (order.autoOrderId !== null)
      await cancelAutoOrderInTx(tx, order.autoOrderId, `run order ${order.id} refused: ${error}`, now);
    return true;
  };
  return {
    async applyProviderState(orderId, state) {
      if (state.status === null) return null;
      return db.transaction(async (tx) => {
        const now = clock.now();
        const order = await updateProviderState(tx, orderId, state, now);
        if (!order) return null;
        if (isFinalOrderStatus(order.status)) await settleFinal(tx, order, now);
        return order.status;
      });
    },
    refuseOrder(orderId, error, fromStates = ['submitting'], tx) {
      if (tx) return refuseInTx(tx, orderId, error, fromStates);
      return db.transaction((own) => refuseInTx(own, orderId, error, fromStates));
    },
    async settleByHand(tx, orderId, outcome) {
      const now = clock.now();
      const before = await orderStatus(tx, orderId);
      const wasFinal = before !== undefined && isFinalOrderStatus(before);
      const order =
        outcome.status === 'completed'
          ? await completeByHand(tx, orderId, now)
          : await markPartialByHand(tx, orderId, outcome.delivered, now);
      if (!order) return false;
      // A flagged Partial was counted as a finished run when it became Partial.
      await settleFinal(tx, order, now, !wasFinal);
      return true;
    },
  };
}

/**
 * Books the refund of an order that just became final, and counts it as a finished run. Returns
 * true when the refund could not be computed and the order was flagged for the operator.
 */
async function settleFinalOrder(
  tx: Queryable,
  order: ChangedOrder,
  now: Date,
  countRun: boolean,
): Promise<boolean> {
  const refund = orderRefundMilli(order);
  if (refund === null) {
    await flagPartialWithoutRemains(tx, order.id);
  } else if (refund > 0) {
    await recordOrderRefund(tx, order.id, refund, now);
    await ledger.credit(tx, {
      memberId: order.memberId,
      amountMilli: refund,
      reason: 'refund',
      refType: 'order',
      refId: order.id,
      key: `order:${order.id}:refund`,
    });
  }
  if (refund !== null) {
    // The referral lever on order spend (growth-levers.md): commission on what the order kept, in
    // the settlement's transaction, so a refunded part never earns it and a canceled order earns none.
    const keptMilli = order.costMilli - order.refundedMilli - refund;
    await creditCommission(tx, {
      basis: 'order',
      id: order.id,
      memberId: order.memberId,
      amountMilli: keptMilli,
      at: now,
    });
  }
  if (countRun && order.autoOrderId !== null) await countFinishedRun(tx, order.autoOrderId, now);
  return refund === null;
}
