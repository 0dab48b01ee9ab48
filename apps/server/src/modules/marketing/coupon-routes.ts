import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@smm/contract/api';
import {
  adminCouponSchema,
  adminCouponsQuerySchema,
  adminRedemptionsQuerySchema,
  couponRedemptionSchema,
  createCouponSchema,
  memberCouponsSchema,
  redeemCouponResultSchema,
  redeemCouponSchema,
  updateCouponSchema,
} from '@smm/contract/coupons';
import { idParamsSchema } from '@smm/contract/strict-input';
import { listPageQuerySchema } from '@smm/contract/point-api';
import { currentMember, type AuthGuard } from '../../http/auth-guard.ts';
import type { CouponService } from './coupon-service.ts';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
const withMissing = { ...errors, 404: errorEnvelopeSchema };

/** Coupons: the operator's codes and their redemptions (the /api/admin gate guards them); members redeem. */
export function couponRoutes(deps: { guard: AuthGuard; coupons: CouponService }): FastifyPluginAsyncZod {
  const { coupons } = deps;
  return async (app) => {
    app.get(
      '/admin/coupons',
      {
        schema: {
          querystring: adminCouponsQuerySchema,
          response: { 200: z.array(adminCouponSchema), ...errors },
        },
      },
      (request) => coupons.list(request.query),
    );
    app.post(
      '/admin/coupons',
      {
        schema: {
          body: createCouponSchema,
          response: { 201: adminCouponSchema, ...errors, 409: errorEnvelopeSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await coupons.create(currentMember(request).id, request.body)),
    );
    app.patch(
      '/admin/coupons/:id',
      {
        schema: {
          params: idParamsSchema,
          body: updateCouponSchema,
          response: { 200: adminCouponSchema, ...withMissing },
        },
      },
      (request) => coupons.update(currentMember(request).id, request.params.id, request.body),
    );
    app.get(
      '/admin/coupons/:id/redemptions',
      {
        schema: {
          params: idParamsSchema,
          querystring: adminRedemptionsQuerySchema,
          response: { 200: z.array(couponRedemptionSchema), ...withMissing },
        },
      },
      (request) => coupons.redemptions(request.params.id, request.query),
    );
    app.post(
      '/point/coupons/redeem',
      {
        onRequest: deps.guard.requireMember,
        schema: {
          body: redeemCouponSchema,
          response: { 200: redeemCouponResultSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
        },
      },
      (request) => coupons.redeem(currentMember(request).id, request.body.code),
    );
    app.get(
      '/point/coupons',
      {
        onRequest: deps.guard.requireMember,
        schema: {
          querystring: listPageQuerySchema,
          response: { 200: memberCouponsSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
        },
      },
      (request) => coupons.mine(currentMember(request).id, request.query),
    );
  };
}
