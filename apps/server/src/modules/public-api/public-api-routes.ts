import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReadCache } from '../../fast-path/read-cache.ts';
import { currentMember } from '../../http/auth-guard.ts';
import { cachedJson } from '../../fast-path/cached-json.ts';
import { readyReadRoute } from '../../fast-path/ready-reads.ts';
import type { ApiKeyAdmission } from './api-key-admission.ts';
import { apiKeyOf, requireApiKey } from './api-key-guard.ts';
import { V1_ROUTE_SCHEMAS as schemas } from './public-api-docs.ts';
import type { PublicApiService } from './public-api-service.ts';

/**
 * The reseller API v1 (design.md "Paths"), mounted under /api/v1. Each route's schema (validation,
 * every answer and its documentation with examples) is in public-api-docs.ts.
 */
export function publicApiV1Routes(deps: {
  admission: ApiKeyAdmission;
  api: PublicApiService;
  cache: ReadCache;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // Resellers' scripts often post forms; this parser lives only inside this plugin's scope.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    const preHandler = requireApiKey(deps.admission);
    // The same list for every key: bytes made once per change of the catalogue (read-cache.md),
    // answered before Fastify when the key's owner is known and within the limit (ready-reads.ts).
    const admitsNow = (headers: IncomingHttpHeaders) => deps.admission.admitsNow(apiKeyOf(headers));
    app.get(
      '/services',
      { ...readyReadRoute('api-v1-services', admitsNow), preHandler, schema: schemas.services },
      cachedJson(deps.cache, schemas.services.response[200], 'api-v1-services', () => deps.api.services()),
    );
    app.post('/order', { preHandler, schema: schemas.order }, async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const answer = await deps.api.order(currentMember(request).id, request.body, key);
      return reply.status(answer.status as 200).send(answer.body);
    });
    app.get('/status/:wId', { preHandler, schema: schemas.status }, (request) =>
      deps.api.status(currentMember(request).id, request.params.wId),
    );
  };
}
