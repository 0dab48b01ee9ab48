import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogQuerySchema, auditLogRowSchema } from '@smm/contract/admin-audit';
import { errorEnvelopeSchema } from '@smm/contract/api';
import type { AuditService } from './audit-service.ts';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/** GET /admin/audit-log: the operator actions, newest first (the /api/admin gate guards it). */
export function auditRoutes(deps: { audit: AuditService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/audit-log',
      {
        schema: {
          querystring: auditLogQuerySchema,
          response: { 200: z.array(auditLogRowSchema), ...errors },
        },
      },
      (request) => deps.audit.list(request.query),
    );
  };
}
