import { OrderStatus } from './enums.ts';

/**
 * Named groups of order statuses, so rules and SQL say which statuses they mean instead of
 * repeating numbers (SQL interpolates them: `status IN (${OPEN_ORDER_STATUSES.join(', ')})`).
 */

/** A provider may still work on the order: it can still change, and still be refunded. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = [
  OrderStatus.Pending,
  OrderStatus.InProgress,
  OrderStatus.Processing,
];

/** The provider no longer works on the order; reaching one settles it (refund, auto-order count). */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = [
  OrderStatus.Completed,
  OrderStatus.Partial,
  OrderStatus.Canceled,
];

/** Final statuses that delivered less than ordered: a run ending so makes its auto-order partial. */
export const SHORT_ORDER_STATUSES: readonly OrderStatus[] = [OrderStatus.Partial, OrderStatus.Canceled];

export function isFinalOrderStatus(status: number): boolean {
  return (FINAL_ORDER_STATUSES as readonly number[]).includes(status);
}
