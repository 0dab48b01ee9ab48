import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderResponse } from '@smm/contract/order';
import { memberQueryKey } from '../../../lib/session/get-profile.ts';

/**
 * The last order's result, shown on the success card. It is kept in the query cache rather than in
 * storage: it lives for this visit only (a reload forgets it) and, being under the member key, is
 * dropped with the rest of the member's data on login, logout and 401.
 */
export const lastOrderQueryKey = [...memberQueryKey, 'last-order'] as const;

export function useLastOrder(): OrderResponse | undefined {
  return useQuery<OrderResponse>({
    queryKey: lastOrderQueryKey,
    queryFn: skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
  }).data;
}

export function useSetLastOrder(): (order: OrderResponse) => void {
  const queryClient = useQueryClient();
  return (order) => queryClient.setQueryData(lastOrderQueryKey, order);
}
