import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberCoupons } from '@smm/contract/coupons';
import { api } from '../../../lib/api-client.ts';
import { memberQueryKey } from '../../../lib/session/get-profile.ts';

export const myCouponsQueryKey = [...memberQueryKey, 'coupons'] as const;

/** GET /point/coupons: the member's redemptions and the percent coupon waiting for the next top-up. */
export function getMyCoupons(): Promise<MemberCoupons> {
  return api.get<MemberCoupons>('/point/coupons');
}

export function myCouponsQueryOptions() {
  return queryOptions({ queryKey: myCouponsQueryKey, queryFn: getMyCoupons });
}

export function useMyCoupons(enabled: boolean) {
  return useQuery({ ...myCouponsQueryOptions(), enabled });
}
