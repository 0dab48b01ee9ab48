import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { MetricsService } from './metrics-service.ts';

/** Probes hit these every second or so; a line each would drown the log. Failures are still logged. */
const QUIET_ROUTES = new Set(['/api/health', '/api/ready', '/metrics']);

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * `debug`: this request's successful answer is logged at debug, not info. Set by
     * `sendJsonBody` (`fast-path/cached-json.ts`) for every answer made from cached bytes: the public
     * reads and the reseller APIs' service lists, which every page load and every polling reseller
     * asks for. The metrics count them, and an info line each would be most of the log and of their
     * cost (docs/decisions/read-cache.md, "Access log").
     */
    accessLog: 'debug' | null;
  }
}

/** pino's level check; Fastify's logger for `logger: false` has none and writes nothing. */
export function logsAt(logger: FastifyBaseLogger, level: 'debug' | 'info'): boolean {
  return (logger as Partial<Pick<Logger, 'isLevelEnabled'>>).isLevelEnabled?.(level) ?? false;
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
  app.decorateRequest('accessLog', null);
  // A callback hook, not an async one: no promise and no microtask per request on a path that
  // every answer takes (docs/decisions/read-cache.md, "Hooks, metrics and headers").
  app.addHook('onResponse', (request, reply, done) => {
    // One read of `routeOptions`: Fastify builds a new object on every access.
    const { config } = request.routeOptions;
    const route = config.url ?? 'unmatched';
    const statusCode = reply.statusCode;
    const elapsedMs = reply.elapsedTime;
    metrics.httpRequest({ method: request.method, route, status: statusCode }, elapsedMs / 1000);
    const ok = statusCode < 400;
    const level = ok && request.accessLog === 'debug' ? 'debug' : 'info';
    // The line's object is built only when its level is written.
    if ((ok && QUIET_ROUTES.has(route)) || !logsAt(accessLog, level)) {
      done();
      return;
    }
    accessLog[level](
      {
        reqId: request.id,
        memberId: request.member?.id ?? request.session?.memberId,
        method: request.method,
        route,
        path: request.url.split('?', 1)[0],
        statusCode,
        responseTimeMs: Math.round(elapsedMs * 10) / 10,
      },
      'request',
    );
    done();
  });
}
