import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@smm/contract/api';
import { loginResponseSchema } from '@smm/contract/auth';
import { setupRequestSchema, setupStatusSchema } from '@smm/contract/setup';
import type { FirstRunService } from './first-run-service.ts';

/** `/setup`'s calls: whether the store waits for its first operator, and making it (signed in). */
export function firstRunRoutes(firstRun: FirstRunService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/setup', { schema: { response: { 200: setupStatusSchema } } }, async () => ({
      needed: await firstRun.needed(),
    }));
    app.post(
      '/setup',
      {
        schema: {
          body: setupRequestSchema,
          response: {
            201: loginResponseSchema,
            400: errorEnvelopeSchema,
            403: errorEnvelopeSchema,
            409: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => reply.code(201).send(await firstRun.complete(request.body)),
    );
  };
}
