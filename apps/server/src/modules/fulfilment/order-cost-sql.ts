import { OrderStatus } from '@smm/contract/enums';

/**
 * Our won cost of an order in milli-points, as SQL over the orders row `o` (migration 0029,
 * docs/decisions/costs-and-profit.md). `charge`, `status` and `remains` are the expressions of the
 * values being written (the provider's latest answer), since an UPDATE's right-hand sides see the
 * row as it was.
 *
 * - The provider's charge, when it reported one and a rate was known at the order's time:
 *   charge x krw_per_unit, in milli-points, rounded up (a cost is never understated).
 * - Otherwise the estimate: the order-time won cost per unit x the units the status says were
 *   delivered (all of them while open or Completed, amount - remains for Partial, none for Canceled),
 *   rounded up.
 * - NULL when neither is known.
 */
export function orderCostSql(charge: string, status: string, remains: string): string {
  const units = `(CASE WHEN ${status} = ${OrderStatus.Canceled} THEN 0
      WHEN ${status} = ${OrderStatus.Partial} THEN greatest(o.amount - least(coalesce(${remains}, 0), o.amount), 0)
      ELSE o.amount END)`;
  return `(CASE WHEN ${charge} IS NOT NULL AND o.krw_per_unit IS NOT NULL THEN ceil(${charge} * o.krw_per_unit * 1000)::bigint
      WHEN o.unit_cost_milli IS NOT NULL THEN ceil(o.unit_cost_milli * ${units})::bigint
      ELSE NULL END)`;
}
