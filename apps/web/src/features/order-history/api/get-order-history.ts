import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderHistoryEntry } from '@smm/contract/order-requests';
import { api } from '../../../lib/api-client.ts';
import { orderHistoryQueryKey } from '../../../lib/order-query-keys.ts';

/** The member's orders, newest first (the server's order; filtering by status is done here). */
export function getOrderHistory(): Promise<OrderHistoryEntry[]> {
  return api.get<OrderHistoryEntry[]>('/service/order-history');
}

export function orderHistoryQueryOptions() {
  return queryOptions({ queryKey: orderHistoryQueryKey, queryFn: getOrderHistory });
}

export function useOrderHistory(enabled: boolean) {
  return useQuery({ ...orderHistoryQueryOptions(), enabled });
}
