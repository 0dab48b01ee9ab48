import type { OrderStatus } from '@smm/contract/enums';
import type { OrderHistoryEntry } from '@smm/contract/order-requests';
import { ORDER_HISTORY_PAGE_SIZE } from '@smm/contract/paging';
import { api } from '../../../lib/api-client.ts';
import { orderHistoryQueryKey } from '../../../lib/order-query-keys.ts';
import { useKeysetPages } from '../../../lib/use-keyset-pages.ts';

/**
 * One page of the member's orders, newest first: all of them, or those of one status (the filter
 * chips ask the server, so each chip pages through every order of its status).
 */
export function getOrderHistoryPage(
  status: OrderStatus | undefined,
  before: number | undefined,
  limit: number,
): Promise<OrderHistoryEntry[]> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (before !== undefined) query.set('before', String(before));
  if (status !== undefined) query.set('status', String(status));
  return api.get<OrderHistoryEntry[]>(`/service/order-history?${query.toString()}`);
}

/** The order history of one chip, page by page ('더 보기'); under `orderHistoryQueryKey`. */
export function useOrderHistory(status: OrderStatus | undefined, enabled: boolean) {
  return useKeysetPages(
    [...orderHistoryQueryKey, status ?? 'all'],
    (before, limit) => getOrderHistoryPage(status, before, limit),
    { pageSize: ORDER_HISTORY_PAGE_SIZE, enabled },
  );
}
