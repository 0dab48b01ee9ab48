import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { NotFoundError, UnauthorizedError } from '../../errors.ts';
import type { MetricsService } from './metrics-service.ts';

export interface MetricsAccess {
  /** METRICS_ENABLED: open to anyone who reaches the port (keep it on a private network). */
  enabled: boolean;
  /** METRICS_TOKEN: the scraper sends `Authorization: Bearer <token>`; turns the endpoint on by itself. */
  token?: string;
}

/** Compared as hashes so the comparison takes the same time whatever the length sent. */
function tokenMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const sent = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return sent !== '' && timingSafeEqual(digest(sent), digest(token));
}

/** GET /metrics in the Prometheus text format; 404 (like any unknown path) while turned off. */
export function metricsRoutes(metrics: MetricsService, access: MetricsAccess): FastifyPluginAsync {
  return async (app) => {
    app.get('/metrics', async (request, reply) => {
      if (!access.enabled && !access.token) throw new NotFoundError();
      if (access.token && !tokenMatches(request, access.token)) throw new UnauthorizedError();
      const body = await metrics.registry.metrics();
      return reply.header('content-type', metrics.registry.contentType).send(body);
    });
  };
}
