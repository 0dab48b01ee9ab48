import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ReadCache } from './read-cache.ts';
import type { MetricsService } from '../modules/ops/metrics-service.ts';
import { logsAt } from '../modules/ops/request-observability.ts';
import { CACHED_READ_ROUTE, JSON_TYPE, JsonBody, jsonAnswerOf } from './cached-json.ts';
import { cacheControlOf, matches } from '../http/etag.ts';
import { requestIdOf } from '../http/request-id.ts';
import { HSTS, NON_PAGE_SECURITY_HEADERS } from '../http/security-headers.ts';

/** What the ready path needs of a route (readyReadRoute). */
interface ReadyRead {
  /** The read cache's entry (`json:<key>`) that answers. */
  key: string;
  /**
   * The last check before the answer, for a route behind a pre-handler or one that answers other
   * calls too: true when this request asks for the cached answer and may have it at once (it is
   * then counted as the route would count it); false leaves the request to Fastify, nothing
   * counted. A POST's body (at most READY_BODY_LIMIT bytes, as text) is read first.
   */
  admits?: (headers: IncomingHttpHeaders, body: string | undefined) => boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    readyRead?: ReadyRead;
  }
}

/**
 * The options of a route whose answer, for the requests `admits` lets through (all plain GETs
 * without it), is one cached answer (entry `json:<key>`, made by `cachedJson` or `cachedBody` with
 * the same key): the ready path may send it before Fastify sees the request.
 */
export function readyReadRoute(key: string, admits?: ReadyRead['admits']) {
  return { ...CACHED_READ_ROUTE, config: readyReadConfig(key, admits) };
}

/** The route config alone, for a route that answers other calls too (API v2's one POST). */
export function readyReadConfig(key: string, admits?: ReadyRead['admits']) {
  return { readyRead: { key, admits } };
}

/** The largest POST body the ready path reads itself; a larger one goes to Fastify unread. */
const READY_BODY_LIMIT = 1024;

/** Headers the path answers with (the flat form `writeHead` takes), in the order Fastify's hooks set them. */
type HeaderList = (string | number)[];

const securityHeaders = Object.entries(NON_PAGE_SECURITY_HEADERS).flat();

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface ReadyReadsDeps {
  cache: Pick<ReadCache, 'peek'>;
  metrics: Pick<MetricsService, 'httpRequest'>;
  /** The access log: with debug on, every request goes through Fastify, which writes its line. */
  log: FastifyBaseLogger;
  trustProxy: boolean;
}

/**
 * The reads every page load and every polling reseller asks for, answered before Fastify: the
 * storefront's public reads (a plain GET of the route's path: no query, no body), the API v1
 * service list and API v2's `services` action (a known key within its limit), whose answer is in
 * the read cache. Anything else, and any request while the answer is being made again after a
 * change, goes to Fastify, which answers it as before (a POST with the body the path read, given
 * back by a preParsing hook). The answer is the one Fastify's route and hooks give (status,
 * headers, body, 304, encodings; `ready-reads.test.ts` holds them side by side), the request is
 * counted in the same histogram, and its access line is at debug like every cached answer's: with
 * debug on, Fastify answers. docs/decisions/read-cache.md, "Ready reads".
 */
export function registerReadyReads(app: FastifyInstance, deps: ReadyReadsDeps): void {
  const routes = new Map<string, ReadyRead>();
  const bodies = new WeakMap<IncomingMessage, Buffer>();
  let open = true;
  app.addHook('onRoute', (route) => {
    const read = route.config?.readyRead;
    if (read && (route.method === 'GET' || route.method === 'POST'))
      routes.set(`${route.method} ${route.url}`, read);
  });
  app.addHook('preClose', (done) => {
    open = false;
    done();
  });
  // A POST the path read and left to Fastify: its body, as the request's stream would have given it.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const body = bodies.get(request.raw);
    done(null, body ? Readable.from([body], { objectMode: false }) : payload);
  });

  /** The cached answer when it is ready to send here. */
  const readyBody = (read: ReadyRead): JsonBody | undefined => {
    const body = deps.cache.peek(`json:${read.key}`);
    return body instanceof JsonBody && !logsAt(deps.log, 'debug') ? body : undefined;
  };

  /** What sendJsonBody and the onSend hooks (request id, security headers, ETag) make of it. */
  const send = (
    request: IncomingMessage,
    response: ServerResponse,
    body: JsonBody,
    route: string,
    started: number,
  ) => {
    const { headers } = request;
    const get = request.method === 'GET';
    const notModified = get && matches(headers['if-none-match'], body.etag);
    const sent = jsonAnswerOf(body, headers['accept-encoding'], notModified);
    const list: HeaderList = ['content-type', JSON_TYPE];
    if (get) list.push('etag', body.etag);
    if (sent.vary) list.push('vary', 'Accept-Encoding');
    if (sent.encoding) list.push('content-encoding', sent.encoding);
    list.push('x-request-id', requestIdOf(request), ...securityHeaders);
    if (protocolOf(request, deps.trustProxy) === 'https') list.push('strict-transport-security', HSTS);
    if (get) list.push('cache-control', cacheControlOf(headers));
    const status = notModified ? 304 : 200;
    list.push('content-length', notModified ? 0 : sent.bytes.length);
    response.writeHead(status, list);
    response.end(notModified ? undefined : sent.bytes);
    const seconds = (performance.now() - started) / 1000;
    deps.metrics.httpRequest({ method: request.method ?? 'GET', route, status }, seconds);
  };

  /** True when the path answered, or took the request to answer once its body is read. */
  const answer = (request: IncomingMessage, response: ServerResponse, fastify: Handler): boolean => {
    const { url = '', headers, method } = request;
    const read = open ? routes.get(`${method} ${url}`) : undefined;
    if (!read) return false;
    const started = performance.now();
    if (method === 'GET') {
      if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
      const body = readyBody(read);
      if (!body || (read.admits && !read.admits(headers, undefined))) return false;
      send(request, response, body, url, started);
      return true;
    }
    const length = Number(headers['content-length']);
    if (!(length > 0 && length <= READY_BODY_LIMIT)) return false;
    if (headers['transfer-encoding'] !== undefined || headers['content-encoding'] !== undefined) return false;
    if (!readyBody(read)) return false;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () => {
      const text = Buffer.concat(chunks);
      try {
        const body = readyBody(read);
        if (body && read.admits?.(headers, text.toString())) {
          send(request, response, body, url, started);
          return;
        }
      } catch (error) {
        if (failed(error, response)) return;
      }
      bodies.set(request, text);
      fastify(request, response);
    });
    return true;
  };

  /** Not expected (the answer's parts are checked where they are made); never the process's end. */
  const failed = (error: unknown, response: ServerResponse): boolean => {
    deps.log.error({ err: error }, 'ready read failed');
    if (!response.headersSent) return false;
    response.destroy();
    return true;
  };

  // Fastify's own handler stays the server's one listener, behind this one.
  const server: Server = app.server;
  const [fastify] = server.listeners('request') as Handler[];
  if (!fastify) throw new Error('ready reads: the server has no request handler');
  server.removeListener('request', fastify);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    try {
      if (answer(request, response, fastify)) return;
    } catch (error) {
      if (failed(error, response)) return;
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
