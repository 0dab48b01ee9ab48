import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCatalogueSchema,
  adminCategorySchema,
  adminPlatformSchema,
  adminServiceSchema,
  catalogueIdParamsSchema,
  categoryCreateSchema,
  categoryPatchSchema,
  platformCreateSchema,
  platformPatchSchema,
  reorderSchema,
  serviceBulkResultSchema,
  serviceCreateSchema,
  servicePatchSchema,
  servicePriceBulkSchema,
  serviceVisibilityBulkSchema,
} from '@smm/contract/admin-catalogue';
import { errorEnvelopeSchema } from '@smm/contract/api';
import { okResponseSchema } from '@smm/contract/auth';
import { currentMember } from '../../http/auth-guard.ts';
import type { ReorderKind } from './catalog-admin-list-actions.ts';
import type { CatalogAdminService } from './catalog-admin-service.ts';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const ok = { ok: true } as const;
const params = catalogueIdParamsSchema;

/** The operator's catalogue (the /api/admin gate guards every route here). */
export function catalogAdminRoutes(catalog: CatalogAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/admin/catalogue', { schema: { response: { 200: adminCatalogueSchema, ...errors } } }, () =>
      catalog.catalogue(),
    );

    app.post(
      '/admin/platforms',
      { schema: { body: platformCreateSchema, response: { 200: adminPlatformSchema, ...errors } } },
      (request) => catalog.createPlatform(currentMember(request).id, request.body),
    );
    app.patch(
      '/admin/platforms/:id',
      { schema: { params, body: platformPatchSchema, response: { 200: adminPlatformSchema, ...errors } } },
      (request) => catalog.updatePlatform(currentMember(request).id, request.params.id, request.body),
    );
    app.delete(
      '/admin/platforms/:id',
      { schema: { params, response: { 200: okResponseSchema, ...errors } } },
      async (request) => {
        await catalog.deletePlatform(currentMember(request).id, request.params.id);
        return ok;
      },
    );

    app.post(
      '/admin/categories',
      { schema: { body: categoryCreateSchema, response: { 200: adminCategorySchema, ...errors } } },
      (request) => catalog.createCategory(currentMember(request).id, request.body),
    );
    app.patch(
      '/admin/categories/:id',
      { schema: { params, body: categoryPatchSchema, response: { 200: adminCategorySchema, ...errors } } },
      (request) => catalog.updateCategory(currentMember(request).id, request.params.id, request.body),
    );
    app.delete(
      '/admin/categories/:id',
      { schema: { params, response: { 200: okResponseSchema, ...errors } } },
      async (request) => {
        await catalog.deleteCategory(currentMember(request).id, request.params.id);
        return ok;
      },
    );

    app.post(
      '/admin/services',
      { schema: { body: serviceCreateSchema, response: { 200: adminServiceSchema, ...errors } } },
      (request) => catalog.createService(currentMember(request).id, request.body),
    );
    app.patch(
      '/admin/services/:id',
      { schema: { params, body: servicePatchSchema, response: { 200: adminServiceSchema, ...errors } } },
      (request) => catalog.updateService(currentMember(request).id, request.params.id, request.body),
    );
    app.delete(
      '/admin/services/:id',
      { schema: { params, response: { 200: okResponseSchema, ...errors } } },
      async (request) => {
        await catalog.deleteService(currentMember(request).id, request.params.id);
        return ok;
      },
    );
    app.post(
      '/admin/services/visibility',
      {
        schema: { body: serviceVisibilityBulkSchema, response: { 200: serviceBulkResultSchema, ...errors } },
      },
      async (request) => ({
        services: await catalog.setServicesVisible(currentMember(request).id, request.body),
      }),
    );
    app.post(
      '/admin/services/price',
      { schema: { body: servicePriceBulkSchema, response: { 200: serviceBulkResultSchema, ...errors } } },
      async (request) => ({
        services: await catalog.repriceServices(currentMember(request).id, request.body),
      }),
    );

    for (const kind of ['platforms', 'categories', 'services'] as const satisfies ReorderKind[]) {
      app.post(
        `/admin/${kind}/reorder`,
        { schema: { body: reorderSchema, response: { 200: okResponseSchema, ...errors } } },
        async (request) => {
          await catalog.reorder(currentMember(request).id, kind, request.body.ids);
          return ok;
        },
      );
    }
  };
}
