import type { FastifyInstance } from 'fastify';
import type { MetricsService } from './metrics-service.ts';

/** Probes hit these every second or so; a line each would drown the log. Failures are still logged. */
const QUIET_ROUTES = new Set(['/api/health', '/api/ready', '/metrics']);

/**
 * One JSON line per request (Fastify's own two lines are turned off in app.ts) and the latency
 * histogram. The route is the pattern (`/api/orders/:id`), never the raw URL, so the metric's
 * labels stay few and a query string (which may carry anything) never reaches the log.
 */
export function registerRequestObservability(app: FastifyInstance, metrics: MetricsService): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const statusCode = reply.statusCode;
    metrics.httpRequest({ method: request.method, route, status: statusCode }, reply.elapsedTime / 1000);
    if (QUIET_ROUTES.has(route) && statusCode < 400) return;
    request.log.info(
      {
        memberId: request.member?.id ?? request.session?.memberId,
        method: request.method,
        route,
        path: request.url.split('?', 1)[0],
        statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
