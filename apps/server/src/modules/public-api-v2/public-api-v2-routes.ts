import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isClientDataError } from '../../db/pg-errors.ts';
import { AppError, BadRequestError, TooManyRequestsError } from '../../errors.ts';
import { JsonBody, sendJsonBody } from '../../fast-path/cached-json.ts';
import { classifyError, logClassified } from '../../http/error-handler.ts';
import { readFields } from '../../http/api-v2-fields.ts';
import { readyReadConfig } from '../../fast-path/ready-reads.ts';
import { IdempotencyConflictError } from '../idempotency/idempotency-service.ts';
import { V2_ROUTE_SCHEMA } from './public-api-v2-docs.ts';
import type { PublicApiV2Service } from './public-api-v2-service.ts';

/**
 * The key's second place, `?key=` (the OpenAPI security scheme `apiV2Key`): used only when the body
 * carries none, so a panel's body key always wins.
 */
function withQueryKey(fields: Record<string, string>, query: unknown): Record<string, string> {
  if (fields.key?.trim()) return fields;
  const key = (query as Record<string, unknown> | undefined)?.key;
  return typeof key === 'string' ? { ...fields, key } : fields;
}

/**
 * The reseller API v2 (design.md "Paths"): one POST at /api/v2 with `key` and `action` in a form or
 * JSON body. Every refusal is `{"error": "<Korean message>"}` with HTTP 200, the convention panels
 * follow and their clients expect; a rate limit is 429 (with Retry-After); only a failure of ours is a 500 (docs/decisions/public-api-v2.md).
 */
export function publicApiV2Routes(api: PublicApiV2Service): FastifyPluginAsyncZod {
  return async (app) => {
    // Inside this plugin only: any body (form, JSON, or none named) becomes string fields.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
      done(null, readFields(body as string, request.headers['content-type']));
    });
    // The one mapping (error-handler.ts) in this API's shape: a refusal, including a value the
    // database could not take, is HTTP 200; Fastify's own refusals keep their status (413, 415).
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // A rate limit has its own status: clients back off on 429 and Retry-After.
      if (error instanceof TooManyRequestsError) {
        if (error.retryAfterSeconds !== undefined)
          void reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.status(429).send({ error: error.message });
      }
      // A key refusal keeps its 409: only a client that sent an Idempotency-Key can get one, and the
      // status tells it apart from an order refusal (docs/decisions/idempotency.md).
      if (error instanceof IdempotencyConflictError) return reply.status(409).send({ error: error.message });
      const answer = classifyError(error);
      logClassified(request, error, answer);
      // The headers' schema (Idempotency-Key) carries the contract's Korean message: a refusal too.
      const refusal =
        error instanceof AppError || isClientDataError(error) || hasZodFastifySchemaValidationErrors(error);
      return reply.status(refusal ? 200 : answer.statusCode).send({ error: answer.message });
    });
    // `services` with a known key whose owner has list prices, answered before Fastify from its
    // cached bytes (ready-reads.ts); a member with prices of their own gets their list from `handle`.
    // With an Idempotency-Key the route's schema looks at it first.
    const admits = (headers: IncomingHttpHeaders, body: string | undefined) => {
      if (body === undefined || headers['idempotency-key'] !== undefined) return false;
      const fields = readFields(body, headers['content-type']);
      return fields !== null && api.admitsServicesNow(fields);
    };
    const config = readyReadConfig('api-v2-services', admits);
    app.post('/', { schema: V2_ROUTE_SCHEMA, config }, async (request, reply) => {
      // No body at all reads as no fields (so: no key); a body that is not a JSON object is refused.
      const body = request.body as Record<string, string> | null | undefined;
      if (body === null) throw new BadRequestError();
      const header: unknown = request.headers['idempotency-key'];
      const answer = await api.handle(withQueryKey(body ?? {}, request.query), {
        ip: request.ip,
        idempotencyKey: typeof header === 'string' ? header : undefined,
      });
      if (!(answer instanceof JsonBody)) return answer;
      sendJsonBody(request, reply, answer);
      return reply;
    });
  };
}
