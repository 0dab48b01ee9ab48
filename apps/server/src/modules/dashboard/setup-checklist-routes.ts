import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setupChecklistSchema } from '@smm/contract/admin-setup-checklist';
import { errorEnvelopeSchema } from '@smm/contract/api';
import type { SetupChecklistService } from './setup-checklist-service.ts';

/** GET /admin/setup-checklist (the /api/admin gate guards it). */
export function setupChecklistRoutes(checklist: SetupChecklistService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/setup-checklist',
      {
        schema: {
          response: { 200: setupChecklistSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
        },
      },
      () => checklist.checklist(),
    );
  };
}
