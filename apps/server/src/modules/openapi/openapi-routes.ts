import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { OpenApiDocument } from './openapi-document.ts';
import type { OpenApiRegistry } from './openapi-registry.ts';

/** The document with this store's address as its server, so clients built from it call us. */
function forRequest(document: OpenApiDocument, request: FastifyRequest): OpenApiDocument {
  return { ...document, servers: [{ url: `${request.protocol}://${request.host}`, description: '이 상점' }] };
}

/**
 * GET /api/openapi.json (the reseller APIs, for anyone: resellers' code generators and the /api
 * page) and GET /api/openapi-internal.json (the member and operator APIs, operators only).
 */
export function openApiRoutes(deps: { openApi: OpenApiRegistry; guard: AuthGuard }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/openapi.json', { schema: { hide: true } }, (request) =>
      forRequest(deps.openApi.document('public'), request),
    );
    app.get(
      '/openapi-internal.json',
      { onRequest: deps.guard.requireAdmin, schema: { hide: true } },
      (request) => forRequest(deps.openApi.document('internal'), request),
    );
  };
}
