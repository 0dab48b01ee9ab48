import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { autoOrderSchema, orderRequestSchema, orderResponseSchema } from '@smm/contract/order';
import { orderHistoryEntrySchema } from '@smm/contract/order-requests';
import { HISTORY_PAGE, orderHistoryQuerySchema, pageQuerySchema } from '@smm/contract/paging';
import { currentMember, currentSession, type AuthGuard } from '../../http/auth-guard.ts';
import type { OrderHistoryService } from './order-history-service.ts';
import type { OrderService } from './order-service.ts';

const historyPageQuerySchema = pageQuerySchema(HISTORY_PAGE);

export function orderRoutes(deps: {
  guard: AuthGuard;
  orders: OrderService;
  history: OrderHistoryService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/service/order',
      {
        // The order statement confirms the session itself: one round trip for the whole order. A
        // body the schema refuses is answered after the session is confirmed (401 first).
        onRequest: deps.guard.requireSession,
        attachValidation: true,
        preHandler: deps.guard.refuseInvalidAfterSession,
        schema: { body: orderRequestSchema, response: { 200: orderResponseSchema } },
      },
      (request) => {
        const { memberId, tokenVersion } = currentSession(request);
        return deps.orders.placeOrder({ id: memberId, tokenVersion }, request.body);
      },
    );
    app.get(
      '/service/order-history',
      {
        onRequest: deps.guard.requireMember,
        schema: { querystring: orderHistoryQuerySchema, response: { 200: z.array(orderHistoryEntrySchema) } },
      },
      (request) => deps.history.orders(currentMember(request).id, request.query),
    );
    app.get(
      '/service/auto-order-history',
      {
        onRequest: deps.guard.requireMember,
        schema: { querystring: historyPageQuerySchema, response: { 200: z.array(autoOrderSchema) } },
      },
      (request) => deps.history.autoOrders(currentMember(request).id, request.query),
    );
  };
}
