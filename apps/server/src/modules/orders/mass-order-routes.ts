import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  massOrderPlacedSchema,
  massOrderPreviewSchema,
  massOrderRequestSchema,
} from '@smm/contract/mass-order';
import { currentMember, type AuthGuard } from '../../http/auth-guard.ts';
import type { MassOrderService } from './mass-order-service.ts';

/** The mass order page: check and price a pasted list, then place it all or nothing. */
export function massOrderRoutes(deps: {
  guard: AuthGuard;
  massOrders: MassOrderService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/service/mass-order/preview',
      {
        onRequest: deps.guard.requireMember,
        schema: { body: massOrderRequestSchema, response: { 200: massOrderPreviewSchema } },
      },
      (request) => deps.massOrders.preview(currentMember(request).id, request.body.text),
    );
    app.post(
      '/service/mass-order',
      {
        onRequest: deps.guard.requireMember,
        schema: { body: massOrderRequestSchema, response: { 200: massOrderPlacedSchema } },
      },
      (request) => deps.massOrders.place(currentMember(request).id, request.body.text),
    );
  };
}
