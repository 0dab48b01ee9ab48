import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categorySchema, platformSchema, serviceSchema, servicesQuerySchema } from '@smm/contract/catalog';
import type { Queryable } from '../../db/database.ts';
import * as catalog from './catalog-service.ts';

export function catalogRoutes(deps: { db: Queryable }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/service/platforms', { schema: { response: { 200: z.array(platformSchema) } } }, () =>
      catalog.listPlatforms(deps.db),
    );
    app.get('/service/categorys', { schema: { response: { 200: z.array(categorySchema) } } }, () =>
      catalog.listCategories(deps.db),
    );
    app.get(
      '/service/services',
      { schema: { querystring: servicesQuerySchema, response: { 200: z.array(serviceSchema) } } },
      (request) => catalog.listServices(deps.db, request.query.withPrice),
    );
  };
}
