import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  publicServiceSchema,
  publicOrderResponseSchema,
  publicStatusResponseSchema,
} from '@smm/contract/api';
import { publicOrderBodySchema } from '@smm/contract/public-api';
import { currentMember } from '../../http/auth-guard.ts';
import { createOrderService, type OrderDeps } from '../orders/order-service.ts';
import { requireApiKey } from './api-key-guard.ts';
import { publicOrder, publicServices, publicStatus } from './public-api-service.ts';

const statusParamsSchema = z.object({ wId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The reseller API v1 (design.md "Paths"), mounted under /api/v1. */
export function publicApiV1Routes(deps: OrderDeps): FastifyPluginAsyncZod {
  const orders = createOrderService(deps);
  return async (app) => {
    // Resellers' scripts often post forms; this parser lives only inside this plugin's scope.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    const preHandler = requireApiKey(deps.db);
    app.get('/services', { preHandler, schema: { response: { 200: z.array(publicServiceSchema) } } }, () =>
      publicServices(deps.db),
    );
    app.post(
      '/order',
      { preHandler, schema: { body: publicOrderBodySchema, response: { 200: publicOrderResponseSchema } } },
      (request) => publicOrder(orders, currentMember(request).id, request.body),
    );
    app.get(
      '/status/:wId',
      { preHandler, schema: { params: statusParamsSchema, response: { 200: publicStatusResponseSchema } } },
      (request) => publicStatus(deps.db, currentMember(request).id, request.params.wId),
    );
  };
}
