import {
  insertAutoOrderAtRevision,
  insertOrder,
  insertOrderAtRevision,
  placeOrderInOneStatement,
} from './order-intake-repository.ts';

export type {
  NewAutoOrder,
  NewOrder,
  OneStatementOrder,
  OneStatementOutcome,
} from './order-intake-repository.ts';

/**
 * How a new order or auto-order enters `orders` and `auto_orders`, whose one writer is fulfilment
 * (docs/architecture.md, "Who writes each table"). The orders module prices and charges; it writes
 * the rows through these, inside its own transaction (`tx`) beside its debit, or as the one statement
 * that debits too (`placeOrderInOneStatement`). Like the ledger's, the service has no dependencies
 * and no state, so it is one constant rather than a factory.
 */
export interface OrderIntakeService {
  /** An order row (an auto-order's first run included). */
  insertOrder: typeof insertOrder;
  /** An order row while the service is as priced at `revision`; null when it changed. */
  insertOrderAtRevision: typeof insertOrderAtRevision;
  /** An auto-order, its first run counted placed, while the service is as priced; null when it changed. */
  insertAutoOrderAtRevision: typeof insertAutoOrderAtRevision;
  /** A single order's whole database work in one statement (`place_order`). */
  placeOrderInOneStatement: typeof placeOrderInOneStatement;
}

export const orderIntake: OrderIntakeService = {
  insertOrder,
  insertOrderAtRevision,
  insertAutoOrderAtRevision,
  placeOrderInOneStatement,
};
