import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProviderCreateSchema,
  adminProviderRowSchema,
  adminProviderUpdateSchema,
  providerIdParamsSchema,
  providerTestResultSchema,
} from '@smm/contract/admin-providers';
import { errorEnvelopeSchema } from '@smm/contract/api';
import { z } from 'zod';
import { currentMember } from '../../http/auth-guard.ts';
import type { ProviderAdminService } from './provider-admin-service.ts';
import type { ProviderConnectionService } from './provider-connection-service.ts';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
const writeErrors = { ...errors, 409: errorEnvelopeSchema };

/** The operator's providers screen (the /api/admin gate guards every route here). */
export function providerAdminRoutes(deps: {
  admin: ProviderAdminService;
  connection: ProviderConnectionService;
}): FastifyPluginAsyncZod {
  const { admin, connection } = deps;
  return async (app) => {
    app.get(
      '/admin/providers',
      { schema: { response: { 200: z.array(adminProviderRowSchema), ...errors } } },
      () => admin.list(),
    );
    app.get(
      '/admin/providers/:id',
      { schema: { params: providerIdParamsSchema, response: { 200: adminProviderRowSchema, ...errors } } },
      (request) => admin.get(request.params.id),
    );
    app.post(
      '/admin/providers',
      {
        schema: {
          body: adminProviderCreateSchema,
          response: { 201: adminProviderRowSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        const row = await admin.create(currentMember(request).id, request.body);
        return reply.status(201).send(row);
      },
    );
    app.patch(
      '/admin/providers/:id',
      {
        schema: {
          params: providerIdParamsSchema,
          body: adminProviderUpdateSchema,
          response: { 200: adminProviderRowSchema, ...writeErrors },
        },
      },
      (request) => admin.update(currentMember(request).id, request.params.id, request.body),
    );
    app.post(
      '/admin/providers/:id/test',
      { schema: { params: providerIdParamsSchema, response: { 200: providerTestResultSchema, ...errors } } },
      (request) => connection.test(currentMember(request).id, request.params.id),
    );
  };
}
