import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAutoOrderRowSchema,
  adminAutoOrdersQuerySchema,
  adminOrderDetailSchema,
  type AdminOrderDetail,
  adminOrderIdParamsSchema,
  adminOrderRowSchema,
  adminOrdersQuerySchema,
  foundAtProviderBodySchema,
  markPartialBodySchema,
  orderActionBodySchema,
} from '@smm/contract/admin-orders';
import { ADMIN_ORDER_MESSAGES } from '@smm/contract/admin-orders-messages';
import { errorEnvelopeSchema } from '@smm/contract/api';
import { NotFoundError } from '../../errors.ts';
import { currentMember, type AuthGuard } from '../../http/auth-guard.ts';
import type { OrderActionService } from './order-action-service.ts';
import type { AdminOrderService } from './admin-order-service.ts';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
const actionErrors = { ...errors, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

/** The operator console's orders: lists, detail and actions (the /api/admin gate guards them too). */
export function adminOrderRoutes(deps: {
  guard: AuthGuard;
  orders: AdminOrderService;
  actions: OrderActionService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const preHandler = deps.guard.requireAdmin;
    app.get(
      '/admin/orders',
      {
        preHandler,
        schema: {
          querystring: adminOrdersQuerySchema,
          response: { 200: z.array(adminOrderRowSchema), ...errors },
        },
      },
      (request) => deps.orders.list(request.query),
    );
    app.get(
      '/admin/auto-orders',
      {
        preHandler,
        schema: {
          querystring: adminAutoOrdersQuerySchema,
          response: { 200: z.array(adminAutoOrderRowSchema), ...errors },
        },
      },
      (request) => deps.orders.listAuto(request.query),
    );
    app.get(
      '/admin/orders/:id',
      {
        preHandler,
        schema: {
          params: adminOrderIdParamsSchema,
          response: { 200: adminOrderDetailSchema, ...errors, 404: errorEnvelopeSchema },
        },
      },
      async (request) => {
        const detail = await deps.orders.detail(request.params.id);
        if (!detail) throw new NotFoundError(ADMIN_ORDER_MESSAGES.notFound);
        return detail;
      },
    );

    const a = deps.actions;
    const action = <B extends z.ZodType>(
      path: string,
      body: B,
      run: (operatorId: number, orderId: number, body: z.output<B>) => Promise<AdminOrderDetail>,
    ) =>
      app.post(
        `/admin/orders/:id/${path}`,
        {
          preHandler,
          schema: {
            params: adminOrderIdParamsSchema,
            body,
            response: { 200: adminOrderDetailSchema, ...actionErrors },
          },
        },
        (request) => run(currentMember(request).id, request.params.id, request.body as z.output<B>),
      );
    action('found-at-provider', foundAtProviderBodySchema, (op, id, body) => a.foundAtProvider(op, id, body));
    action('resend', orderActionBodySchema, (op, id, body) => a.resend(op, id, body));
    action('cancel-refund', orderActionBodySchema, (op, id, body) => a.cancelRefund(op, id, body));
    action('mark-partial', markPartialBodySchema, (op, id, body) => a.markPartial(op, id, body));
    action('mark-completed', orderActionBodySchema, (op, id, body) => a.markCompleted(op, id, body));

    app.post(
      '/admin/auto-orders/:id/cancel',
      {
        preHandler,
        schema: {
          params: adminOrderIdParamsSchema,
          body: orderActionBodySchema,
          response: { 200: adminAutoOrderRowSchema, ...actionErrors },
        },
      },
      (request) => a.cancelAutoOrder(currentMember(request).id, request.params.id, request.body),
    );
  };
}
