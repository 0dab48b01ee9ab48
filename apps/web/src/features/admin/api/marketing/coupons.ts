import { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCouponSchema,
  couponRedemptionSchema,
  type CreateCoupon,
  type UpdateCoupon,
} from '@smm/contract/coupons';
import { api } from '../../../../lib/api-client.ts';
import { marketingQueryKey, refreshAfterChange } from './marketing-keys.ts';

export const couponsQueryKey = [...marketingQueryKey, 'coupons'] as const;

/** GET /admin/coupons: the newest 100. */
export function useCoupons() {
  return useQuery({
    queryKey: couponsQueryKey,
    queryFn: () => api.get('/admin/coupons?limit=100', z.array(adminCouponSchema)),
  });
}

/** GET /admin/coupons/{id}/redemptions: the newest 100 of one coupon, fetched when opened. */
export function useCouponRedemptions(id: number | null) {
  return useQuery({
    queryKey: [...couponsQueryKey, id, 'redemptions'],
    queryFn: () => api.get(`/admin/coupons/${id}/redemptions?limit=100`, z.array(couponRedemptionSchema)),
    enabled: id !== null,
  });
}

/** POST /admin/coupons. */
export function useCreateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCoupon) => api.post('/admin/coupons', body, adminCouponSchema),
    onSuccess: () => refreshAfterChange(client, couponsQueryKey),
  });
}

/** PATCH /admin/coupons/{id}: stop or resume a code, or change its name, uses or period. */
export function useUpdateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateCoupon }) =>
      api.patch(`/admin/coupons/${id}`, body, adminCouponSchema),
    onSuccess: () => refreshAfterChange(client, couponsQueryKey),
  });
}
