import type { FastifyInstance } from 'fastify';
import type { MetricsService } from './metrics-service.ts';

/** Probes hit these every second or so; a line each would drown the log. Failures are still logged. */
const QUIET_ROUTES = new Set(['/api/health', '/api/ready', '/metrics']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `debug`: the route's successful answers are logged at debug, not info. For the public reads
     * answered from the read cache (`http/cached-json.ts`), which every page load and every polling
     * reseller asks for: the metrics count them, and an info line each would be most of the log and
     * of their cost (docs/decisions/read-cache.md, "Access log").
     */
    accessLog?: 'debug';
  }
}

/**
 * One JSON line per request (Fastify's own two lines are turned off in app.ts) and the latency
 * histogram. The route is the pattern (`/api/orders/:id`), never the raw URL, so the metric's
 * labels stay few and a query string (which may carry anything) never reaches the log.
 */
export function registerRequestObservability(app: FastifyInstance, metrics: MetricsService): void {
  // The line holds only the fields below, none of them a secret, so it skips the redaction every
  // other line goes through: pino's wildcard paths cost a cached read half of its CPU
  // (docs/benchmarks.md, "Public reads"). `reqId` is the request logger's own binding, written out.
  const accessLog = app.log.child({}, { redact: { paths: [] } });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const statusCode = reply.statusCode;
    metrics.httpRequest({ method: request.method, route, status: statusCode }, reply.elapsedTime / 1000);
    if (QUIET_ROUTES.has(route) && statusCode < 400) return;
    const quiet = statusCode < 400 && request.routeOptions.config.accessLog === 'debug';
    accessLog[quiet ? 'debug' : 'info'](
      {
        reqId: request.id,
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
