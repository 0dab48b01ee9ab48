import { OrderStatus } from '@smm/contract/enums';
import { OPEN_ORDER_STATUSES } from '@smm/contract/order-status-groups';
import type { Queryable } from '../../db/database.ts';
import { orderCostSql } from './order-cost-sql.ts';
import type { ProviderOrderState } from './provider.ts';
import type { SettledOrder } from './refund-rules.ts';
import type { SubmitState } from './submission-repository.ts';

/** An order just moved by one of the conditional updates below, with what settling it needs. */
export interface ChangedOrder extends SettledOrder {
  id: number;
  memberId: number;
  autoOrderId: number | null;
}

const OPEN = OPEN_ORDER_STATUSES.join(', ');
const RETURNING = `RETURNING id, member_id AS "memberId", auto_order_id AS "autoOrderId", amount,
  unit_price_milli AS "unitPriceMilli", cost_milli AS "costMilli", refunded_milli AS "refundedMilli", status, remains`;

/**
 * Writes a provider's state onto a submitted order that is still open, only when it differs. The
 * status condition makes reaching a final status happen once however many workers apply it. The
 * provider's charge, when the answer has one, is kept as written and the order's won cost follows
 * it (or the estimate for the new status while the provider reports none).
 */
export async function updateProviderState(
  tx: Queryable,
  orderId: number,
  state: ProviderOrderState,
  now: Date,
): Promise<ChangedOrder | undefined> {
  const { rows } = await tx.query<ChangedOrder>(
    `UPDATE orders o SET status = $2, start_count = COALESCE($3, start_count), remains = $4, provider_status = $5,
                       last_error = NULL, updated_at = $6, provider_charge = COALESCE($7::numeric, provider_charge),
                       provider_cost_milli = ${orderCostSql('COALESCE($7::numeric, o.provider_charge)', '$2::int', '$4::int')}
      WHERE id = $1 AND status IN (${OPEN}) AND submit_state = 'submitted'
        AND (status, start_count, remains, provider_status, provider_charge)
            IS DISTINCT FROM ($2, COALESCE($3, start_count), $4, $5, COALESCE($7::numeric, provider_charge))
     ${RETURNING}`,
    [orderId, state.status, state.startCount, state.remains, state.rawStatus, now, state.charge],
  );
  return rows[0];
}

/** Cancels an open order whose submission is in one of `fromStates`; undefined when none matched. */
export async function cancelFailedOrder(
  tx: Queryable,
  orderId: number,
  error: string,
  now: Date,
  fromStates: readonly SubmitState[],
): Promise<ChangedOrder | undefined> {
  const { rows } = await tx.query<ChangedOrder>(
    `UPDATE orders o SET status = ${OrderStatus.Canceled}, submit_state = 'failed', next_attempt_at = NULL,
                       needs_operator = false, last_error = $2, updated_at = $3,
                       provider_cost_milli = ${orderCostSql('o.provider_charge', String(OrderStatus.Canceled), 'o.remains')}
      WHERE id = $1 AND submit_state = ANY($4::text[]) AND status IN (${OPEN})
     ${RETURNING}`,
    [orderId, error, now, fromStates],
  );
  return rows[0];
}

export async function flagPartialWithoutRemains(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(
    `UPDATE orders SET needs_operator = true, last_error = 'partial without a usable remains: refund by hand' WHERE id = $1`,
    [orderId],
  );
}

export async function recordOrderRefund(
  tx: Queryable,
  orderId: number,
  refundMilli: number,
  now: Date,
): Promise<void> {
  await tx.query('UPDATE orders SET refunded_milli = refunded_milli + $2, refunded_at = $3 WHERE id = $1', [
    orderId,
    refundMilli,
    now,
  ]);
}

const RETURNING_O = `RETURNING o.id, o.member_id AS "memberId", o.auto_order_id AS "autoOrderId", o.amount,
  o.unit_price_milli AS "unitPriceMilli", o.cost_milli AS "costMilli", o.refunded_milli AS "refundedMilli", o.status, o.remains`;
/** An open order of a service no provider fulfils, never sent: the operator fulfils it by hand. */
const BY_HAND = `s.provider_id IS NULL AND o.submit_state = 'new' AND o.status IN (${OPEN})`;

/** The operator delivered a provider-less order in full by hand; undefined when the state no longer allows it. */
export async function completeByHand(
  tx: Queryable,
  orderId: number,
  now: Date,
): Promise<ChangedOrder | undefined> {
  const { rows } = await tx.query<ChangedOrder>(
    `UPDATE orders o SET status = ${OrderStatus.Completed}, remains = 0, needs_operator = false, last_error = NULL,
                         next_attempt_at = NULL, updated_at = $2,
                         provider_cost_milli = ${orderCostSql('o.provider_charge', String(OrderStatus.Completed), '0')}
       FROM services s
      WHERE o.id = $1 AND s.id = o.service_id AND ${BY_HAND}
     ${RETURNING_O}`,
    [orderId, now],
  );
  return rows[0];
}

/**
 * Partial with `delivered` units: a provider-less order fulfilled in part by hand, or a Partial the
 * provider reported without a usable remains (flagged, not yet refunded). The refund of the rest
 * follows from the remains this sets; `refunded_at IS NULL` keeps it to once.
 */
export async function markPartialByHand(
  tx: Queryable,
  orderId: number,
  delivered: number,
  now: Date,
): Promise<ChangedOrder | undefined> {
  const { rows } = await tx.query<ChangedOrder>(
    `UPDATE orders o SET status = ${OrderStatus.Partial}, remains = o.amount - $2, needs_operator = false,
                         last_error = NULL, next_attempt_at = NULL, updated_at = $3,
                         provider_cost_milli = ${orderCostSql('o.provider_charge', String(OrderStatus.Partial), 'o.amount - $2::int')}
       FROM services s
      WHERE o.id = $1 AND s.id = o.service_id AND o.refunded_at IS NULL AND $2 < o.amount
        AND ((${BY_HAND}) OR (o.status = ${OrderStatus.Partial} AND o.needs_operator))
     ${RETURNING_O}`,
    [orderId, delivered, now],
  );
  return rows[0];
}

export async function orderStatus(tx: Queryable, orderId: number): Promise<number | undefined> {
  const { rows } = await tx.query<{ status: number }>('SELECT status FROM orders WHERE id = $1', [orderId]);
  return rows[0]?.status;
}
