import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  importIdParamsSchema,
  priceChangeRowSchema,
  priceChangesQuerySchema,
  priceSyncProviderSchema,
  priceSyncResultSchema,
  priceSyncSettingsBodySchema,
} from '@smm/contract/admin-import';
import { errorEnvelopeSchema } from '@smm/contract/api';
import { currentMember, type AuthGuard } from '../../http/auth-guard.ts';
import type { PriceSyncService } from './price-sync-service.ts';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  502: errorEnvelopeSchema,
};

/** The price sync: per-provider setting and button, and the review of what it found. */
export function priceSyncRoutes(deps: { guard: AuthGuard; sync: PriceSyncService }): FastifyPluginAsyncZod {
  return async (app) => {
    const preHandler = deps.guard.requireAdmin;
    const { sync } = deps;
    app.get(
      '/admin/price-sync/providers',
      { preHandler, schema: { response: { 200: z.array(priceSyncProviderSchema), ...errors } } },
      () => sync.providers(),
    );
    app.put(
      '/admin/providers/:id/price-sync',
      {
        preHandler,
        schema: {
          params: importIdParamsSchema,
          body: priceSyncSettingsBodySchema,
          response: { 200: priceSyncProviderSchema, ...errors },
        },
      },
      (request) => sync.setMode(currentMember(request).id, request.params.id, request.body.mode),
    );
    app.post(
      '/admin/providers/:id/sync-prices',
      {
        preHandler,
        schema: { params: importIdParamsSchema, response: { 200: priceSyncResultSchema, ...errors } },
      },
      (request) => sync.syncNow(currentMember(request).id, request.params.id),
    );
    app.get(
      '/admin/price-changes',
      {
        preHandler,
        schema: {
          querystring: priceChangesQuerySchema,
          response: { 200: z.array(priceChangeRowSchema), ...errors },
        },
      },
      (request) => sync.changes(request.query),
    );
    for (const decision of ['approve', 'reject'] as const) {
      app.post(
        `/admin/price-changes/:id/${decision}`,
        {
          preHandler,
          schema: { params: importIdParamsSchema, response: { 200: priceChangeRowSchema, ...errors } },
        },
        (request) => sync[decision](currentMember(request).id, request.params.id),
      );
    }
  };
}
