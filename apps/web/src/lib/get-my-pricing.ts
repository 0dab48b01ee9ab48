import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyPricing } from '@smm/contract/member-grades';
import { api } from './api-client.ts';
import { memberQueryKey } from './session/get-profile.ts';

/** Member-scoped: signing in or out drops it; an order (which may move the grade) refreshes it. */
export const myPricingQueryKey = [...memberQueryKey, 'pricing'] as const;

/** GET /member/pricing: the member's grade, discount and the services priced apart from the list. */
export function getMyPricing(): Promise<MyPricing> {
  return api.get<MyPricing>('/member/pricing');
}

export function useMyPricing() {
  return useQuery(queryOptions({ queryKey: myPricingQueryKey, queryFn: getMyPricing, staleTime: 60_000 }));
}
