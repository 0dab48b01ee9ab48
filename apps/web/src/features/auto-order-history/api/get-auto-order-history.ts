import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AutoOrder } from '@smm/contract/order';
import { api } from '../../../lib/api-client.ts';
import { autoOrderHistoryQueryKey } from '../../../lib/order-query-keys.ts';

/** The member's auto-orders, newest first. */
export function getAutoOrderHistory(): Promise<AutoOrder[]> {
  return api.get<AutoOrder[]>('/service/auto-order-history');
}

export function autoOrderHistoryQueryOptions() {
  return queryOptions({ queryKey: autoOrderHistoryQueryKey, queryFn: getAutoOrderHistory });
}

/** Guests browse with a dummy profile: their page never calls this (spec section 6). */
export function useAutoOrderHistory(enabled: boolean) {
  return useQuery({ ...autoOrderHistoryQueryOptions(), enabled });
}
