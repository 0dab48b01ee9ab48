import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { refuseOrder } from './order-settlement.ts';

/**
 * What an operator does with an order whose submission is 'unknown' (the add may have reached the
 * provider, the answer was lost), after checking the provider's own panel. For the operator
 * console; each is one conditional change, so two operators clicking at once act once.
 */
export interface OperatorResolution {
  /** The provider has it: record its order id; status sync takes over. */
  foundAtProvider(orderId: number, providerOrderId: string): Promise<boolean>;
  /** The provider does not have it: send it again (the next submit sweep). */
  notAtProvider(orderId: number): Promise<boolean>;
  /** Give up: cancel and refund in full (an auto-order it belongs to is canceled too). */
  cancelAndRefund(orderId: number, reason: string): Promise<boolean>;
}

export function operatorResolution(db: Database, clock: Clock): OperatorResolution {
  return {
    async foundAtProvider(orderId, providerOrderId) {
      const { rowCount } = await db.query(
        `UPDATE orders SET submit_state = 'submitted', provider_order_id = $2, submitted_at = $3, next_attempt_at = NULL,
                           needs_operator = false, last_error = NULL, updated_at = $3
          WHERE id = $1 AND submit_state = 'unknown'`,
        [orderId, providerOrderId.trim(), clock.now()],
      );
      return rowCount > 0;
    },
    async notAtProvider(orderId) {
      const { rowCount } = await db.query(
        `UPDATE orders SET submit_state = 'new', next_attempt_at = NULL, needs_operator = false, last_error = NULL, updated_at = $2
          WHERE id = $1 AND submit_state = 'unknown'`,
        [orderId, clock.now()],
      );
      return rowCount > 0;
    },
    cancelAndRefund(orderId, reason) {
      return db.transaction((tx) => refuseOrder(tx, orderId, reason, clock.now(), ['new', 'unknown']));
    },
  };
}
