import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ReadCache } from './read-cache.ts';
import { COMPRESSION_THRESHOLD } from '../http/compression.ts';
import { etagOf, matches } from '../http/etag.ts';

type Encoding = 'br' | 'gzip';

/** One answer serialised once: its bytes, its tag and each compressed form, made when first asked. */
export class JsonBody {
  readonly encoded = new Map<Encoding, Buffer>();
  constructor(
    readonly json: Buffer,
    readonly etag: string,
  ) {}
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Through the route's own response schema, as the zod serialiser would (unknown keys dropped, the
 * shape checked), but once per change of the data instead of once per request.
 */
function jsonBody<S extends z.ZodType>(schema: S, value: unknown): JsonBody {
  const json = Buffer.from(JSON.stringify(schema.parse(value)));
  return new JsonBody(json, etagOf(json));
}

/** Computed once per answer and change, so the best (slowest) settings cost nothing per request. */
function encode(body: JsonBody, encoding: Encoding): Buffer {
  let bytes = body.encoded.get(encoding);
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? brotliCompressSync(body.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(body.json, { level: 9 });
    body.encoded.set(encoding, bytes);
  }
  return bytes;
}

/** br before gzip, as the compression plugin prefers; `q=0` refuses an encoding. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  if (typeof header !== 'string' || header === '') return null;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    quality.set(name.trim().toLowerCase(), q ? Number(q.slice(2)) : 1);
  }
  const accepts = (encoding: Encoding) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * The route options of a cached read: the compression plugin's hooks are left off the route, since
 * the handler sends each answer already encoded or too small to encode (its onRequest, preParsing
 * and onSend hooks would run on every request for nothing).
 */
export const CACHED_READ_ROUTE = {
  compress: false,
  decompress: false,
} as const;

/**
 * The answer of `load` as bytes made once per change of the data (entry `json:<key>` of the read
 * cache). For a handler that answers from it only sometimes (API v2's `services`); a route that
 * always does uses `cachedJson`.
 */
export function cachedBody<S extends z.ZodType>(
  cache: ReadCache,
  key: string,
  schema: S,
  load: () => Promise<z.input<S>>,
): Promise<JsonBody> {
  return cache.get(`json:${key}`, async () => jsonBody(schema, await load()));
}

/**
 * A GET handler answering from the read cache: the bytes, tag and compressed forms are made once
 * per change of the data, so a request costs a map lookup. The ETag hook still answers 304 (and sets
 * Cache-Control); the compression plugin is kept off its route (CACHED_READ_ROUTE).
 */
export function cachedJson<S extends z.ZodType>(
  cache: ReadCache,
  schema: S,
  key: string | ((request: FastifyRequest) => string),
  load: (request: FastifyRequest) => Promise<z.input<S>>,
) {
  const keyOf = typeof key === 'string' ? () => key : key;
  // Not async: Fastify waits for `send`, and an error goes to the error handler like a thrown one.
  return (request: FastifyRequest, reply: FastifyReply): void => {
    cachedBody(cache, keyOf(request), schema, () => load(request)).then(
      (body) => sendJsonBody(request, reply, body),
      (error: unknown) => reply.send(error),
    );
  };
}

/** A cached answer as sent: its bytes, their encoding, and whether it varies by Accept-Encoding. */
export interface JsonAnswer {
  bytes: Buffer;
  encoding: Encoding | null;
  vary: boolean;
}

/**
 * Plain under 1 KB, else in the best encoding the client accepts; plain too when the answer is to
 * be a 304 (`notModified`), whose body is empty.
 */
export function jsonAnswerOf(
  body: JsonBody,
  acceptEncoding: string | string[] | undefined,
  notModified: boolean,
): JsonAnswer {
  if (body.json.length < COMPRESSION_THRESHOLD) return { bytes: body.json, encoding: null, vary: false };
  const encoding = notModified ? null : acceptedEncoding(acceptEncoding);
  return { bytes: encoding ? encode(body, encoding) : body.json, encoding, vary: true };
}

/**
 * Sends a cached answer (`jsonAnswerOf`). A GET's answer carries its tag (as the ETag hook gives
 * only GET answers one), and a 304 is the hook's to give, from the plain bytes. A success is logged
 * at debug, not info (request-observability.ts). fast-path/ready-reads.ts sends the same answers of its
 * routes before Fastify sees them.
 */
export function sendJsonBody(request: FastifyRequest, reply: FastifyReply, body: JsonBody): void {
  request.accessLog = 'debug';
  void reply.header('content-type', JSON_TYPE);
  const get = request.method === 'GET' || request.method === 'HEAD';
  if (get) void reply.header('etag', body.etag);
  const notModified = get && matches(request.headers['if-none-match'], body.etag);
  const answer = jsonAnswerOf(body, request.headers['accept-encoding'], notModified);
  if (answer.vary) void reply.header('vary', 'Accept-Encoding');
  if (answer.encoding) void reply.header('content-encoding', answer.encoding);
  void reply.send(answer.bytes);
}
