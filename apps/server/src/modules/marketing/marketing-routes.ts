import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@smm/contract/api';
import { depositBonusSchema } from '@smm/contract/deposit-bonus';
import { marketingReportQuerySchema, marketingReportSchema } from '@smm/contract/marketing-report';
import type { Queryable } from '../../db/database.ts';
import { currentMember, type AuthGuard } from '../../http/auth-guard.ts';
import type { DepositBonusService } from './deposit-bonus-service.ts';
import { marketingReport } from './marketing-report-service.ts';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/**
 * The deposit bonus (the operator's tiers, the member's read of them for the charge form) and the
 * levers' cost report.
 */
export function depositBonusRoutes(deps: {
  guard: AuthGuard;
  bonus: DepositBonusService;
  db: Queryable;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/marketing/report',
      {
        schema: {
          querystring: marketingReportQuerySchema,
          response: { 200: marketingReportSchema, ...errors },
        },
      },
      (request) => marketingReport(deps.db, request.query),
    );
    // The /api/admin gate (admin-routes.ts) guards the operator's routes.
    app.get(
      '/admin/marketing/deposit-bonus',
      { schema: { response: { 200: depositBonusSchema, ...errors } } },
      () => deps.bonus.get(),
    );
    app.put(
      '/admin/marketing/deposit-bonus',
      { schema: { body: depositBonusSchema, response: { 200: depositBonusSchema, ...errors } } },
      (request) => deps.bonus.put(currentMember(request).id, request.body),
    );
    app.get(
      '/point/deposit-bonus',
      {
        onRequest: deps.guard.requireMember,
        schema: { response: { 200: depositBonusSchema, 401: errorEnvelopeSchema } },
      },
      () => deps.bonus.get(),
    );
  };
}
