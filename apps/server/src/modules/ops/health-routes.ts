import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReadinessService } from './readiness-service.ts';

const upSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({ status: z.literal('ready') });
const notReadySchema = z.object({
  statusCode: z.literal(503),
  error: z.literal('NOT_READY'),
  message: z.string(),
  requestId: z.string(),
});

/**
 * GET /api/health: the process is up (no database call; a liveness probe).
 * GET /api/ready: the database answers and its migrations are current (the load balancer's check).
 */
export function healthRoutes(readiness: ReadinessService): FastifyPluginAsync {
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get('/health', { schema: { response: { 200: upSchema } } }, async () => ({ status: 'ok' as const }));
    api.get(
      '/ready',
      { schema: { response: { 200: readySchema, 503: notReadySchema } } },
      async (request, reply) => {
        const result = await readiness.check();
        if (result.ready) return { status: 'ready' as const };
        return reply.status(503).send({
          statusCode: 503 as const,
          error: 'NOT_READY' as const,
          message: result.reason,
          requestId: request.id,
        });
      },
    );
  };
}
