import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument, type Audience, type OpenApiDocument } from './openapi-document.ts';
import { collectRoutes, type DocumentedRoute } from './route-table.ts';

export interface OpenApiRegistry {
  /** Every route of the app (complete once it is ready). */
  readonly routes: readonly DocumentedRoute[];
  /** The document of an audience, built once when the app became ready. */
  document(audience: Audience): OpenApiDocument;
}

declare module 'fastify' {
  interface FastifyInstance {
    openApi: OpenApiRegistry;
  }
}

/**
 * Watches the routes being registered and builds both documents at start-up (onReady), so a schema
 * that cannot be described stops the start instead of a request. `app.openApi` serves the routes,
 * `npm run openapi` and the tests. Call it before the first route is registered.
 */
export function registerOpenApi(app: FastifyInstance, signedInHooks: readonly unknown[]): OpenApiRegistry {
  const routes = collectRoutes(app);
  const documents = new Map<Audience, OpenApiDocument>();
  app.addHook('onReady', async () => {
    for (const audience of ['public', 'internal'] as const) {
      documents.set(audience, buildOpenApiDocument(routes, audience, signedInHooks));
    }
  });
  const registry: OpenApiRegistry = {
    routes,
    document(audience) {
      const document = documents.get(audience);
      if (!document) throw new Error('The OpenAPI documents are built when the app is ready');
      return document;
    },
  };
  app.decorate('openApi', registry);
  return registry;
}
