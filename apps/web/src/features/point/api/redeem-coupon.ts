import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RedeemCoupon, RedeemCouponResult } from '@smm/contract/coupons';
import { api } from '../../../lib/api-client.ts';
import { profileQueryKey } from '../../../lib/session/get-profile.ts';
import { myCouponsQueryKey } from './get-my-coupons.ts';

/** POST /point/coupons/redeem: a fixed coupon credits at once, a percent one waits for the next top-up. */
export function redeemCoupon(body: RedeemCoupon): Promise<RedeemCouponResult> {
  return api.post<RedeemCouponResult>('/point/coupons/redeem', body);
}

/** A redemption may change the balance (the header's profile) and the member's coupon list. */
export function useRedeemCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCoupon,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: myCouponsQueryKey }),
      ]);
    },
  });
}
