import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categorySchema, platformSchema, serviceSchema, servicesQuerySchema } from '@smm/contract/catalog';
import type { CatalogService } from './catalog-service.ts';

export function catalogRoutes(catalog: CatalogService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/service/platforms', { schema: { response: { 200: z.array(platformSchema) } } }, () =>
      catalog.platforms(),
    );
    app.get('/service/categorys', { schema: { response: { 200: z.array(categorySchema) } } }, () =>
      catalog.categories(),
    );
    app.get(
      '/service/services',
      { schema: { querystring: servicesQuerySchema, response: { 200: z.array(serviceSchema) } } },
      (request) => catalog.services(request.query.withPrice),
    );
  };
}
