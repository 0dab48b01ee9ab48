import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ReadCache } from '../db/read-cache.ts';
import type { MetricsService } from '../modules/ops/metrics-service.ts';
import { logsAt } from '../modules/ops/request-observability.ts';
import { CACHED_READ_ROUTE, JSON_TYPE, JsonBody, jsonAnswerOf } from './cached-json.ts';
import { cacheControlOf, matches } from './etag.ts';
import { requestIdOf } from './request-id.ts';
import { HSTS, NON_PAGE_SECURITY_HEADERS } from './security-headers.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The read cache's entry (`json:<key>`) a plain GET of this route answers (readyReadRoute). */
    readyRead?: string;
  }
}

/**
 * The options of a storefront read that answers every plain GET from one cached answer (entry
 * `json:<key>`, made by `cachedJson` with the same key): the ready-reads path may send it before
 * Fastify sees the request.
 */
export function readyReadRoute(key: string) {
  return { ...CACHED_READ_ROUTE, config: { readyRead: key } };
}

/** Headers the path answers with (the flat form `writeHead` takes), in the order Fastify's hooks set them. */
type HeaderList = (string | number)[];

const securityHeaders = Object.entries(NON_PAGE_SECURITY_HEADERS).flat();

export interface ReadyReadsDeps {
  cache: Pick<ReadCache, 'peek'>;
  metrics: Pick<MetricsService, 'httpRequest'>;
  /** The access log: with debug on, every request goes through Fastify, which writes its line. */
  log: FastifyBaseLogger;
  trustProxy: boolean;
}

/**
 * The storefront's public reads (catalogue, settings, notices, FAQ, registration sources) as every
 * page load asks for them, answered before Fastify: a plain GET of the route's path, no query, no
 * body, whose answer is in the read cache. Anything else, and any request while the answer is being
 * made again after a change, goes to Fastify, which answers it as before. The answer is the one
 * Fastify's route and hooks give (status, headers, body, 304, encodings; `ready-reads.test.ts` holds
 * them side by side), the request is counted in the same histogram, and its access line is at debug
 * like every cached answer's: with debug on, Fastify answers. docs/decisions/read-cache.md, "Ready
 * reads".
 */
export function registerReadyReads(app: FastifyInstance, deps: ReadyReadsDeps): void {
  const routes = new Map<string, string>();
  let open = true;
  app.addHook('onRoute', (route) => {
    const key = route.config?.readyRead;
    if (key && route.method === 'GET') routes.set(route.url, key);
  });
  app.addHook('preClose', (done) => {
    open = false;
    done();
  });

  const answer = (request: IncomingMessage, response: ServerResponse): boolean => {
    const { url = '', headers } = request;
    const key = routes.get(url);
    if (!key || !open || request.method !== 'GET') return false;
    const started = performance.now();
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    const body = deps.cache.peek(`json:${key}`);
    if (!(body instanceof JsonBody) || logsAt(deps.log, 'debug')) return false;
    const notModified = matches(headers['if-none-match'], body.etag);
    const sent = jsonAnswerOf(body, headers['accept-encoding'], notModified);
    const list: HeaderList = ['content-type', JSON_TYPE, 'etag', body.etag];
    if (sent.vary) list.push('vary', 'Accept-Encoding');
    if (sent.encoding) list.push('content-encoding', sent.encoding);
    list.push('x-request-id', requestIdOf(request), ...securityHeaders);
    if (protocolOf(request, deps.trustProxy) === 'https') list.push('strict-transport-security', HSTS);
    list.push('cache-control', cacheControlOf(headers.authorization));
    const status = notModified ? 304 : 200;
    list.push('content-length', notModified ? 0 : sent.bytes.length);
    response.writeHead(status, list);
    response.end(notModified ? undefined : sent.bytes);
    deps.metrics.httpRequest({ method: 'GET', route: url, status }, (performance.now() - started) / 1000);
    return true;
  };

  // Fastify's own handler stays the server's one listener, behind this one.
  const server: Server = app.server;
  const [fastify] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (!fastify) throw new Error('ready reads: the server has no request handler');
  server.removeListener('request', fastify);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    try {
      if (answer(request, response)) return;
    } catch (error) {
      // Not expected (the answer's parts are checked where they are made); never the process's end.
      deps.log.error({ err: error }, 'ready read failed');
      if (response.headersSent) {
        response.destroy();
        return;
      }
    }
    fastify(request, response);
  });
}

/** As Fastify's `request.protocol`: X-Forwarded-Proto's last value when TRUST_PROXY is on. */
function protocolOf(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-proto']?.toString();
  if (trustProxy && forwarded) return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
  return (request.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
}
