import { memberQueryKey } from './session/get-profile.ts';

/**
 * Query keys of the member's orders. The order page invalidates `ordersQueryKey` after an order,
 * which reaches both history lists; the history features own their fetchers under these keys.
 */
export const ordersQueryKey = [...memberQueryKey, 'orders'] as const;
export const orderHistoryQueryKey = [...ordersQueryKey, 'history'] as const;
export const autoOrderHistoryQueryKey = [...ordersQueryKey, 'auto-history'] as const;
