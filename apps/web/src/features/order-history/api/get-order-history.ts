import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderHistoryRow } from '@smm/contract/order';
import { api } from '../../../lib/api-client.ts';
import { orderHistoryQueryKey } from '../../../lib/order-query-keys.ts';

/** The member's orders, newest first (the server's order; filtering by status is done here). */
export function getOrderHistory(): Promise<OrderHistoryRow[]> {
  return api.get<OrderHistoryRow[]>('/service/order-history');
}

export function orderHistoryQueryOptions() {
  return queryOptions({ queryKey: orderHistoryQueryKey, queryFn: getOrderHistory });
}

export function useOrderHistory(enabled: boolean) {
  return useQuery({ ...orderHistoryQueryOptions(), enabled });
}
