import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@smm/contract/api';
import {
  adminPayoutsQuerySchema,
  myReferralSchema,
  referralPayoutSchema,
  referralSettingsSchema,
  rejectPayoutSchema,
  requestPayoutSchema,
} from '@smm/contract/referral';
import { idParamsSchema } from '@smm/contract/strict-input';
import { currentMember, type AuthGuard } from '../../http/auth-guard.ts';
import type { ReferralService } from './referral-service.ts';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
const decisionErrors = { ...errors, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

/** Referral commission: the operator's settings and payout decisions (the /api/admin gate guards them), the referrer's page. */
export function referralRoutes(deps: { guard: AuthGuard; referral: ReferralService }): FastifyPluginAsyncZod {
  const { referral } = deps;
  return async (app) => {
    app.get(
      '/admin/marketing/referral',
      { schema: { response: { 200: referralSettingsSchema, ...errors } } },
      () => referral.getSettings(),
    );
    app.put(
      '/admin/marketing/referral',
      { schema: { body: referralSettingsSchema, response: { 200: referralSettingsSchema, ...errors } } },
      (request) => referral.putSettings(currentMember(request).id, request.body),
    );
    app.get(
      '/admin/referral-payouts',
      {
        schema: {
          querystring: adminPayoutsQuerySchema,
          response: { 200: z.array(referralPayoutSchema), ...errors },
        },
      },
      (request) => referral.listPayouts(request.query),
    );
    app.post(
      '/admin/referral-payouts/:id/approve',
      { schema: { params: idParamsSchema, response: { 200: referralPayoutSchema, ...decisionErrors } } },
      (request) => referral.approvePayout(currentMember(request).id, request.params.id),
    );
    app.post(
      '/admin/referral-payouts/:id/reject',
      {
        schema: {
          params: idParamsSchema,
          body: rejectPayoutSchema,
          response: { 200: referralPayoutSchema, ...decisionErrors },
        },
      },
      (request) => referral.rejectPayout(currentMember(request).id, request.params.id, request.body?.reason),
    );
    const onRequest = deps.guard.requireMember;
    app.get(
      '/account/referral',
      { onRequest, schema: { response: { 200: myReferralSchema, 401: errorEnvelopeSchema } } },
      (request) => referral.mine(currentMember(request).id),
    );
    app.post(
      '/account/referral/payouts',
      {
        onRequest,
        schema: {
          body: requestPayoutSchema,
          response: { 201: referralPayoutSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await referral.requestPayout(currentMember(request).id, request.body)),
    );
  };
}
