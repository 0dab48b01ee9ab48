import { OrderStatus } from '@smm/contract/enums';

/**
 * What is left to deliver of an order, as both reseller APIs report it: the provider's count when it
 * gave one; otherwise nothing for a completed order (completed means delivered) and the whole amount
 * for any other (nothing is known to be delivered yet).
 */
export function orderRemains(order: { status: number; amount: number; remains: number | null }): number {
  if (order.remains !== null) return order.remains;
  return order.status === OrderStatus.Completed ? 0 : order.amount;
}
