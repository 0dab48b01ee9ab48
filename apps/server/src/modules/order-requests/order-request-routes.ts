import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderRequestParamsSchema, refillCancelRequestSchema } from '@smm/contract/order-requests';
import { currentMember, type AuthGuard } from '../../http/auth-guard.ts';
import type { OrderRequestService } from './order-request-service.ts';

/** The member's '리필 요청' and '취소 요청' of their own order (docs/decisions/refill-cancel.md). */
export function orderRequestRoutes(deps: {
  guard: AuthGuard;
  requests: OrderRequestService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    for (const kind of ['refill', 'cancel'] as const) {
      app.post(
        `/service/order/:id/${kind}`,
        {
          onRequest: deps.guard.requireMember,
          schema: { params: orderRequestParamsSchema, response: { 200: refillCancelRequestSchema } },
        },
        (request) => deps.requests.request(currentMember(request).id, request.params.id, kind, 'web'),
      );
    }
  };
}
