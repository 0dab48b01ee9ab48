import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@smm/contract/api';
import {
  adminBankDepositSchema,
  adminBankDepositsQuerySchema,
  adminPointRequestSchema,
  adminPointRequestsQuerySchema,
  pointRequestIdParamsSchema,
  rejectPointRequestSchema,
} from '@smm/contract/point-api';
import { currentMember, type AuthGuard } from '../../http/auth-guard.ts';
import type { BankDepositService } from './bank-deposit-service.ts';
import type { PointDecisionService } from './point-decision-service.ts';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
const decisionErrors = { ...errors, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

/** The operator's side of top-ups: the request list, approve / reject, and unmatched deposits. */
export function pointAdminRoutes(deps: {
  guard: AuthGuard;
  decisions: PointDecisionService;
  deposits: BankDepositService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const preHandler = deps.guard.requireAdmin;
    app.get(
      '/admin/point-requests',
      {
        preHandler,
        schema: {
          querystring: adminPointRequestsQuerySchema,
          response: { 200: z.array(adminPointRequestSchema), ...errors },
        },
      },
      (request) => deps.decisions.list(request.query),
    );
    app.post(
      '/admin/point-requests/:id/approve',
      {
        preHandler,
        schema: {
          params: pointRequestIdParamsSchema,
          response: { 200: adminPointRequestSchema, ...decisionErrors },
        },
      },
      (request) => deps.decisions.approveByOperator(request.params.id, currentMember(request).id),
    );
    app.post(
      '/admin/point-requests/:id/reject',
      {
        preHandler,
        schema: {
          params: pointRequestIdParamsSchema,
          body: rejectPointRequestSchema,
          response: { 200: adminPointRequestSchema, ...decisionErrors },
        },
      },
      (request) =>
        deps.decisions.rejectByOperator(request.params.id, currentMember(request).id, request.body?.reason),
    );
    app.get(
      '/admin/bank-deposits',
      {
        preHandler,
        schema: {
          querystring: adminBankDepositsQuerySchema,
          response: { 200: z.array(adminBankDepositSchema), ...errors },
        },
      },
      (request) => deps.deposits.list(request.query),
    );
  };
}
