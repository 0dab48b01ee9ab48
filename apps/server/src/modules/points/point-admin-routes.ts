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
import { listBankDeposits } from './bank-deposit-service.ts';
import { approveByOperator, listPointRequests, rejectByOperator } from './point-decision-service.ts';
import type { PointsDeps } from './point-request-service.ts';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
const decisionErrors = { ...errors, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

/** The operator's side of top-ups: the request list, approve / reject, and unmatched deposits. */
export function pointAdminRoutes(deps: PointsDeps & { guard: AuthGuard }): FastifyPluginAsyncZod {
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
      (request) => listPointRequests(deps, request.query),
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
      (request) => approveByOperator(deps, request.params.id, currentMember(request).id),
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
      (request) => rejectByOperator(deps, request.params.id, currentMember(request).id, request.body?.reason),
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
      (request) => listBankDeposits(deps, request.query),
    );
  };
}
