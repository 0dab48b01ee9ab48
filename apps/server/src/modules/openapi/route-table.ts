import type { FastifyInstance, FastifySchema } from 'fastify';

/** One route as the documents see it: its method, full path, schema and hooks. */
export interface DocumentedRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  /** Its onRequest and preHandler hooks, to tell which routes need a signed-in member. */
  hooks: readonly unknown[];
}

/**
 * Records every route as it is registered (Fastify's onRoute). Must be called before the first
 * route; the list is complete once the app is ready. HEAD twins of GET routes are left out, and so
 * is the trailing-slash twin a prefixed `/` route gets.
 */
export function collectRoutes(app: FastifyInstance): readonly DocumentedRoute[] {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest, route.preHandler].flat().filter((hook) => hook !== undefined);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const url = route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url;
      if (routes.some((r) => r.method === method && r.url === url)) continue;
      routes.push({ method, url, schema: route.schema, hooks });
    }
  });
  return routes;
}
