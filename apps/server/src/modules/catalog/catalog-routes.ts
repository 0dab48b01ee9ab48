import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categorySchema, platformSchema, serviceSchema, servicesQuerySchema } from '@smm/contract/catalog';
import type { ReadCache } from '../../db/read-cache.ts';
import { cachedJson } from '../../http/cached-json.ts';
import { readyReadRoute } from '../../http/ready-reads.ts';
import type { CatalogService } from './catalog-service.ts';

const platforms = z.array(platformSchema);
const categories = z.array(categorySchema);
const services = z.array(serviceSchema);
type ServicesQuery = z.output<typeof servicesQuerySchema>;

/** The storefront's catalogue, answered from the read cache as bytes made once per change. */
export function catalogRoutes(deps: { catalog: CatalogService; cache: ReadCache }): FastifyPluginAsyncZod {
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
    app.get(
      '/service/services',
      {
        ...readyReadRoute(servicesKey(false)),
        schema: { querystring: servicesQuerySchema, response: { 200: services } },
      },
      cachedJson(
        cache,
        services,
        (request) => servicesKey(withPrice(request)),
        (request) => catalog.services(withPrice(request)),
      ),
    );
  };
}
