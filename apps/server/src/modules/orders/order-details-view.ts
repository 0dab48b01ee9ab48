import type { OrderDetails, SubscriptionProgress, SubscriptionState } from '@smm/contract/service-types';

/** The columns of migration 0032 an order is shown with (history, admin detail); `o` is orders. */
export const ORDER_DETAILS_COLUMNS = 'o.details, o.subscription_state, o.posts_delivered';

export interface OrderDetailsDbRow {
  details: OrderDetails | null;
  subscription_state: SubscriptionState | null;
  posts_delivered: number | null;
}

/**
 * What the member's history and the operator's detail show of an order's type (issue 32): the
 * fields it was placed with (`details`) and, for a subscription, its progress. A Default order shows
 * neither key, so its answer is exactly what it was before service types.
 */
export function orderDetailsView(r: OrderDetailsDbRow): {
  details?: OrderDetails;
  subscription?: SubscriptionProgress;
} {
  if (!r.details) return {};
  if (r.subscription_state === null) return { details: r.details };
  const subscription = {
    state: r.subscription_state,
    postsDelivered: r.posts_delivered ?? 0,
    postsTotal: (r.details.posts ?? 0) + (r.details.oldPosts ?? 0),
  };
  return { details: r.details, subscription };
}
