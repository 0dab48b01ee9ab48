import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operatorCreateSchema,
  operatorListSchema,
  operatorParamsSchema,
  operatorRowSchema,
} from '@smm/contract/admin-operators';
import { errorEnvelopeSchema } from '@smm/contract/api';
import { changePasswordRequestSchema, okResponseSchema } from '@smm/contract/auth';
import { currentMember } from '../../http/auth-guard.ts';
import type { OperatorService } from './operator-service.ts';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/** The console's operators page (the /api/admin gate guards every route here). */
export function operatorRoutes(operators: OperatorService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/admin/operators', { schema: { response: { 200: operatorListSchema, ...errors } } }, (request) =>
      operators.list(currentMember(request).id),
    );
    app.post(
      '/admin/operators',
      { schema: { body: operatorCreateSchema, response: { 201: operatorRowSchema, ...errors } } },
      async (request, reply) =>
        reply.code(201).send(await operators.add(currentMember(request).id, request.body)),
    );
    app.delete(
      '/admin/operators/:id',
      { schema: { params: operatorParamsSchema, response: { 200: okResponseSchema, ...errors } } },
      async (request) => {
        await operators.remove(currentMember(request).id, request.params.id);
        return { ok: true as const };
      },
    );
    app.post(
      '/admin/operators/me/password',
      {
        schema: {
          body: changePasswordRequestSchema,
          response: { 200: okResponseSchema, ...errors, 429: errorEnvelopeSchema },
        },
      },
      async (request) => {
        await operators.changeOwnPassword(currentMember(request).id, request.body);
        return { ok: true as const };
      },
    );
  };
}
