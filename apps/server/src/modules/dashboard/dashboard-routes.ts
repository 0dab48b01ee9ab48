import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSchema } from '@smm/contract/admin-dashboard';
import { errorEnvelopeSchema } from '@smm/contract/api';
import type { DashboardService } from './dashboard-service.ts';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/** GET /admin/dashboard (the /api/admin gate guards it). */
export function dashboardRoutes(deps: { dashboard: DashboardService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/dashboard',
      { schema: { querystring: dashboardQuerySchema, response: { 200: dashboardSchema, ...errors } } },
      (request) => deps.dashboard.summary(request.query),
    );
  };
}
