import { OrderStatus } from '@smm/contract/enums';

/**
 * The one refund formula (docs/decisions/fulfilment.md "Refunds"): what was paid for and not
 * delivered comes back at the price paid, never more than what is left of the charge. Both the
 * order settlement and the canceled auto-order refund use it.
 */
export function undeliveredRefundMilli(leftMilli: number, units: number, unitPriceMilli: number): number {
  return Math.min(leftMilli, units * unitPriceMilli);
}

export interface SettledOrder {
  status: number;
  amount: number;
  unitPriceMilli: number;
  costMilli: number;
  refundedMilli: number;
  remains: number | null;
}

/**
 * What an order's final status gives back: Canceled the whole rest of the charge, Partial the
 * undelivered units (`remains`, at most the amount), Completed nothing. Null for a Partial without
 * a usable remains: any guess would be wrong, so a person decides.
 */
export function orderRefundMilli(order: SettledOrder): number | null {
  const left = order.costMilli - order.refundedMilli;
  if (order.status === OrderStatus.Canceled) return left;
  if (order.status !== OrderStatus.Partial) return 0;
  if (order.remains === null) return null;
  return undeliveredRefundMilli(left, Math.min(order.remains, order.amount), order.unitPriceMilli);
}

export interface CanceledAutoOrder {
  runs: number;
  runsPlaced: number;
  amount: number;
  unitPriceMilli: number;
  costMilli: number;
}

/** A canceled auto-order gives back its runs never placed; placed runs settle as orders. */
export function autoOrderRefundMilli(autoOrder: CanceledAutoOrder): number {
  return undeliveredRefundMilli(
    autoOrder.costMilli,
    (autoOrder.runs - autoOrder.runsPlaced) * autoOrder.amount,
    autoOrder.unitPriceMilli,
  );
}
