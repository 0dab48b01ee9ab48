import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  publicServiceSchema,
  publicOrderResponseSchema,
  publicStatusResponseSchema,
} from '@smm/contract/api';
import { publicOrderBodySchema } from '@smm/contract/public-api';
import { currentMember } from '../../http/auth-guard.ts';
import type { MemberDirectoryService } from '../auth/member-directory-service.ts';
import { requireApiKey } from './api-key-guard.ts';
import type { PublicApiService } from './public-api-service.ts';

const statusParamsSchema = z.object({ wId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The reseller API v1 (design.md "Paths"), mounted under /api/v1. */
export function publicApiV1Routes(deps: {
  members: MemberDirectoryService;
  api: PublicApiService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // Resellers' scripts often post forms; this parser lives only inside this plugin's scope.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    const preHandler = requireApiKey(deps.members);
    app.get('/services', { preHandler, schema: { response: { 200: z.array(publicServiceSchema) } } }, () =>
      deps.api.services(),
    );
    app.post(
      '/order',
      { preHandler, schema: { body: publicOrderBodySchema, response: { 200: publicOrderResponseSchema } } },
      (request) => deps.api.order(currentMember(request).id, request.body),
    );
    app.get(
      '/status/:wId',
      { preHandler, schema: { params: statusParamsSchema, response: { 200: publicStatusResponseSchema } } },
      (request) => deps.api.status(currentMember(request).id, request.params.wId),
    );
  };
}
