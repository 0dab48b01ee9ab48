import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@smm/contract/api';
import { pointHistoryRowSchema, pointRequestSchema } from '@smm/contract/point';
import { listPageQuerySchema, pointRequestCreatedSchema } from '@smm/contract/point-api';
import { currentMember, type AuthGuard } from '../../http/auth-guard.ts';
import type { BankDepositService } from './bank-deposit-service.ts';
import { bankWebhookRoutes } from './bank-webhook-routes.ts';
import { pointAdminRoutes } from './point-admin-routes.ts';
import type { PointDecisionService } from './point-decision-service.ts';
import type { PointRequestService } from './point-request-service.ts';

export interface PointsRoutesDeps {
  guard: AuthGuard;
  requests: PointRequestService;
  decisions: PointDecisionService;
  deposits: BankDepositService;
  /** config.BANK_WEBHOOK_SECRET; without it the deposit webhook does not exist (404). */
  bankWebhookSecret?: string;
}

/** Top-ups by bank transfer: the member's calls, the operator's decisions and the deposit webhook. */
export function pointsRoutes(deps: PointsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/service/point',
      {
        onRequest: deps.guard.requireMember,
        schema: {
          body: pointRequestSchema,
          response: {
            201: pointRequestCreatedSchema,
            400: errorEnvelopeSchema,
            401: errorEnvelopeSchema,
            429: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        const created = await deps.requests.create(currentMember(request).id, request.body);
        return reply.status(201).send(created);
      },
    );
    app.get(
      '/service/point-history',
      {
        onRequest: deps.guard.requireMember,
        schema: {
          querystring: listPageQuerySchema,
          response: {
            200: z.array(pointHistoryRowSchema),
            400: errorEnvelopeSchema,
            401: errorEnvelopeSchema,
          },
        },
      },
      (request) => deps.requests.history(currentMember(request).id, request.query),
    );
    await app.register(pointAdminRoutes(deps));
    if (deps.bankWebhookSecret)
      await app.register(bankWebhookRoutes({ deposits: deps.deposits, secret: deps.bankWebhookSecret }));
  };
}
