import type { Clock } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { SettlementService } from './settlement-service.ts';
import { markFoundAtProvider, resetUnknownSubmission } from './submission-repository.ts';

export interface OperatorResolutionDeps {
  db: Database;
  clock: Clock;
  settlement: SettlementService;
}

/**
 * What an operator does with an order whose submission is 'unknown' (the add may have reached the
 * provider, the answer was lost), after checking the provider's own panel. For the operator
 * console; each is one conditional change, so two operators clicking at once act once. With `tx`
 * each runs inside the caller's transaction (the console writes its audit row in it).
 */
export interface OperatorResolutionService {
  /** The provider has it: record its order id; status sync takes over. */
  foundAtProvider(orderId: number, providerOrderId: string, tx?: Queryable): Promise<boolean>;
  /** The provider does not have it: send it again (the next submit sweep). */
  notAtProvider(orderId: number, tx?: Queryable): Promise<boolean>;
  /** Give up: cancel and refund in full (an auto-order it belongs to is canceled too). */
  cancelAndRefund(orderId: number, reason: string, tx?: Queryable): Promise<boolean>;
}

export function createOperatorResolutionService({
  db,
  clock,
  settlement,
}: OperatorResolutionDeps): OperatorResolutionService {
  return {
    foundAtProvider: (orderId, providerOrderId, tx = db) =>
      markFoundAtProvider(tx, orderId, providerOrderId.trim(), clock.now()),
    notAtProvider: (orderId, tx = db) => resetUnknownSubmission(tx, orderId, clock.now()),
    cancelAndRefund: (orderId, reason, tx) => settlement.refuseOrder(orderId, reason, ['new', 'unknown'], tx),
  };
}
