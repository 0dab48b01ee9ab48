import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The weak tag of a JSON answer: it names the content, not one encoding of it. */
export function etagOf(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/** The client's If-None-Match holds this tag (a list, or `*`). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** The answer of an authenticated route: never kept by any cache, the browser's own included. */
export const NO_STORE = 'no-store';

/**
 * `no-cache`: the browser asks every time (a 304 costs headers only). A public read sent with a
 * member's `Authorization` (the same list for everyone) must never sit in a shared cache; one sent
 * with a reseller's `api-key` is kept nowhere, like every answer of an authenticated route (the
 * guards set NO_STORE: docs/decisions/hardening.md, "Authenticated answers").
 */
export function cacheControlOf(headers: IncomingHttpHeaders): string {
  if (headers['api-key'] !== undefined) return NO_STORE;
  return headers.authorization ? 'private, no-cache' : 'no-cache';
}

/**
 * A weak ETag on every successful JSON GET under /api (the catalogue and settings above all), and
 * 304 with no body when the browser already holds it: a repeat visit costs headers, not the lists.
 * `no-cache` makes the browser ask every time, so an operator's change shows on the next load.
 * Registered before compression so the tag names the content, not one encoding of it. An answer
 * that brings its own tag (a cached one, cached-json.ts) is not hashed again.
 */
export function registerEtag(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      reply.statusCode !== 200 ||
      !request.url.startsWith('/api/') ||
      (typeof payload !== 'string' && !Buffer.isBuffer(payload))
    ) {
      done(null, payload);
      return;
    }
    const preset = reply.getHeader('etag');
    const etag = typeof preset === 'string' ? preset : etagOf(payload);
    if (etag !== preset) void reply.header('etag', etag);
    if (!reply.hasHeader('cache-control')) {
      void reply.header('cache-control', cacheControlOf(request.headers));
    }
    if (!matches(request.headers['if-none-match'], etag)) {
      done(null, payload);
      return;
    }
    void reply.code(304);
    void reply.removeHeader('content-length');
    done(null, '');
  });
}
