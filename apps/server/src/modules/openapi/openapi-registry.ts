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
 * Watches the routes being registered; builds each document the first time it is asked for once the
 * app is ready, and keeps it. (Built at start-up, the two cost a start 0.1 to 0.2 s of zod's JSON
 * Schema conversion; a schema that cannot be described fails openapi-docs.test.ts, which builds both,
 * and `npm run openapi`: docs/decisions/lean-runtime.md.) `app.openApi` serves the routes,
 * `npm run openapi` and the tests. Call it before the first route is registered.
 */
export function registerOpenApi(app: FastifyInstance, signedInHooks: readonly unknown[]): OpenApiRegistry {
  const routes = collectRoutes(app);
  const documents = new Map<Audience, OpenApiDocument>();
  let ready = false;
  app.addHook('onReady', async () => {
    ready = true;
  });
  const registry: OpenApiRegistry = {
    routes,
    document(audience) {
      let document = documents.get(audience);
      if (!document) {
        if (!ready) throw new Error('The OpenAPI documents are built once the app is ready');
        document = buildOpenApiDocument(routes, audience, signedInHooks);
        documents.set(audience, document);
      }
      return document;
    },
  };
  app.decorate('openApi', registry);
  return registry;
}
