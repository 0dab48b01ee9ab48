import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  autoOrderSchema,
  orderHistoryRowSchema,
  orderRequestSchema,
  orderResponseSchema,
} from '@smm/contract/order';
import { historyPageQuerySchema } from '@smm/contract/order-paging';
import { currentMember, type AuthGuard } from '../../http/auth-guard.ts';
import { autoOrderHistory, orderHistory } from './order-history-service.ts';
import { createOrderService, type OrderDeps } from './order-service.ts';

export function orderRoutes(deps: OrderDeps & { guard: AuthGuard }): FastifyPluginAsyncZod {
  const orders = createOrderService(deps);
  return async (app) => {
    app.post(
      '/service/order',
      {
        preHandler: deps.guard.requireMember,
        schema: { body: orderRequestSchema, response: { 200: orderResponseSchema } },
      },
      (request) => orders.placeOrder(currentMember(request).id, request.body),
    );
    app.get(
      '/service/order-history',
      {
        preHandler: deps.guard.requireMember,
        schema: { querystring: historyPageQuerySchema, response: { 200: z.array(orderHistoryRowSchema) } },
      },
      (request) => orderHistory(deps.db, currentMember(request).id, request.query),
    );
    app.get(
      '/service/auto-order-history',
      {
        preHandler: deps.guard.requireMember,
        schema: { querystring: historyPageQuerySchema, response: { 200: z.array(autoOrderSchema) } },
      },
      (request) => autoOrderHistory(deps.db, currentMember(request).id, request.query),
    );
  };
}
