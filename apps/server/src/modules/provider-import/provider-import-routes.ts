import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  importIdParamsSchema,
  importRequestSchema,
  importResultSchema,
  importTargetsSchema,
  providerCatalogQuerySchema,
  providerCatalogSchema,
} from '@smm/contract/admin-import';
import { errorEnvelopeSchema } from '@smm/contract/api';
import { serviceBackupsBodySchema, serviceBackupsSchema } from '@smm/contract/admin-service-backups';
import { currentMember, type AuthGuard } from '../../http/auth-guard.ts';
import type { ProviderCatalogService } from './provider-catalog-service.ts';
import type { CatalogImportService } from './catalog-import-service.ts';
import type { ServiceBackupService } from './service-backup-service.ts';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  502: errorEnvelopeSchema,
};

/** Importing a provider's services (the /api/admin gate guards these too). */
export function providerImportRoutes(deps: {
  guard: AuthGuard;
  imports: CatalogImportService;
  catalogue: ProviderCatalogService;
  backups: ServiceBackupService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const preHandler = deps.guard.requireAdmin;
    app.get(
      '/admin/providers/:id/services',
      {
        preHandler,
        schema: {
          params: importIdParamsSchema,
          querystring: providerCatalogQuerySchema,
          response: { 200: providerCatalogSchema, ...errors },
        },
      },
      (request) => deps.catalogue.list(request.params.id, request.query),
    );
    app.get(
      '/admin/import/catalog-targets',
      { preHandler, schema: { response: { 200: importTargetsSchema, ...errors } } },
      () => deps.imports.targets(),
    );
    app.post(
      '/admin/providers/:id/import',
      {
        preHandler,
        schema: {
          params: importIdParamsSchema,
          body: importRequestSchema,
          response: { 200: importResultSchema, ...errors },
        },
      },
      (request) => deps.imports.importServices(currentMember(request).id, request.params.id, request.body),
    );
    // A service's backup providers (docs/decisions/failover.md): checked against their providers' lists.
    app.get(
      '/admin/services/:id/backups',
      {
        preHandler,
        schema: { params: importIdParamsSchema, response: { 200: serviceBackupsSchema, ...errors } },
      },
      (request) => deps.backups.get(request.params.id),
    );
    app.put(
      '/admin/services/:id/backups',
      {
        preHandler,
        schema: {
          params: importIdParamsSchema,
          body: serviceBackupsBodySchema,
          response: { 200: serviceBackupsSchema, ...errors },
        },
      },
      (request) => deps.backups.save(currentMember(request).id, request.params.id, request.body),
    );
  };
}
