import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categorySchema,
  platformSchema,
  serviceSchema,
  servicesQuerySchema,
  type Service,
} from '@smm/contract/catalog';
import type { ReadCache } from '../../fast-path/read-cache.ts';
import { cachedJson } from '../../fast-path/cached-json.ts';
import { NO_STORE } from '../../http/etag.ts';
import { readyReadRoute } from '../../fast-path/ready-reads.ts';
import type { CatalogService } from './catalog-service.ts';

const platforms = z.array(platformSchema);
const categories = z.array(categorySchema);
const services = z.array(serviceSchema);
type ServicesQuery = z.output<typeof servicesQuerySchema>;

/**
 * A signed-in member's own service list (member prices, modules/marketing), or null to answer the
 * shared one. Never cached: one member's prices must not reach another.
 */
export type PersonalServices = (request: FastifyRequest, withPrice: boolean) => Promise<Service[] | null>;

/** The storefront's catalogue, answered from the read cache as bytes made once per change. */
export function catalogRoutes(deps: {
  catalog: CatalogService;
  cache: ReadCache;
  personal?: PersonalServices;
}): FastifyPluginAsyncZod {
  const { catalog, cache } = deps;
  return async (app) => {
    app.get(
      '/service/platforms',
      { ...readyReadRoute('platforms'), schema: { response: { 200: platforms } } },
      cachedJson(cache, platforms, 'platforms', () => catalog.platforms()),
    );
    app.get(
      '/service/categorys',
      { ...readyReadRoute('categories'), schema: { response: { 200: categories } } },
      cachedJson(cache, categories, 'categories', () => catalog.categories()),
    );
    // Already parsed by the route's querystring schema.
    const withPrice = (request: FastifyRequest) => (request.query as ServicesQuery).withPrice;
    // One cached list per `withPrice`; a plain GET (no query) asks for the list without prices.
    const servicesKey = (priced: boolean) => `services:${priced}`;
    const shared = cachedJson(
      cache,
      services,
      (request) => servicesKey(withPrice(request)),
      (request) => catalog.services(withPrice(request)),
    );
    app.get(
      '/service/services',
      {
        // With an Authorization header the answer may be the member's own: never the shared bytes.
        ...readyReadRoute(servicesKey(false), (headers) => headers.authorization === undefined),
        schema: { querystring: servicesQuerySchema, response: { 200: services } },
      },
      async (request, reply) => {
        const own = request.headers.authorization ? await deps.personal?.(request, withPrice(request)) : null;
        if (!own) {
          shared(request, reply);
          return reply;
        }
        void reply.header('cache-control', NO_STORE);
        return own;
      },
    );
  };
}
