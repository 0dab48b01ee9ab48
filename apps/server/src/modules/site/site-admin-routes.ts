import { z } from 'zod';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminNoticeSchema,
  adminQnaSchema,
  adminRegisterSourceSchema,
  contentDeleteResultSchema,
  contentIdParamsSchema,
  contentOrderSchema,
  type ContentOrder,
  noticeCreateSchema,
  noticePatchSchema,
  qnaCreateSchema,
  qnaPatchSchema,
  registerSourceCreateSchema,
  registerSourcePatchSchema,
} from '@smm/contract/admin-content';
import { adminSettingsPatchSchema, adminSettingsSchema } from '@smm/contract/admin-settings';
import { errorEnvelopeSchema } from '@smm/contract/api';
import { currentMember } from '../../http/auth-guard.ts';
import type { ContentCrud } from './site-admin-content-crud.ts';
import type { SiteAdminContentService } from './site-admin-content-service.ts';
import type { SiteAdminSettingsService } from './site-admin-settings-service.ts';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/**
 * One content list's five routes under `/admin/<path>` (the /api/admin gate guards them). The
 * schemas validate and serialise as everywhere; only their static types are not followed through
 * this generic helper, so the checked body is typed here by its schema's output.
 */
function contentRoutes<Row, Create, Patch>(
  path: string,
  crud: ContentCrud<Row, Create, Patch>,
  schemas: { row: z.ZodType<Row>; create: z.ZodType<Create, unknown>; patch: z.ZodType<Patch, unknown> },
): FastifyPluginAsync {
  return async (app) => {
    const list = z.array(schemas.row);
    const operator = (request: FastifyRequest) => currentMember(request).id;
    const id = (request: FastifyRequest) => contentIdParamsSchema.parse(request.params).id;
    app.get(`/admin/${path}`, { schema: { response: { 200: list, ...errors } } }, () => crud.list());
    app.post(
      `/admin/${path}`,
      { schema: { body: schemas.create, response: { 201: schemas.row, ...errors } } },
      async (request, reply) =>
        reply.status(201).send(await crud.create(operator(request), request.body as Create)),
    );
    app.patch(
      `/admin/${path}/:id`,
      {
        schema: {
          params: contentIdParamsSchema,
          body: schemas.patch,
          response: { 200: schemas.row, ...errors },
        },
      },
      (request) => crud.update(operator(request), id(request), request.body as Patch),
    );
    app.delete(
      `/admin/${path}/:id`,
      { schema: { params: contentIdParamsSchema, response: { 200: contentDeleteResultSchema, ...errors } } },
      (request) => crud.remove(operator(request), id(request)),
    );
    app.put(
      `/admin/${path}/order`,
      { schema: { body: contentOrderSchema, response: { 200: list, ...errors } } },
      (request) => crud.reorder(operator(request), (request.body as ContentOrder).ids),
    );
  };
}

/** The operator's content (notices, FAQ, registration sources) and settings screens. */
export function siteAdminRoutes(deps: {
  content: SiteAdminContentService;
  settings: SiteAdminSettingsService;
}): FastifyPluginAsyncZod {
  const { content, settings } = deps;
  return async (app) => {
    await app.register(
      contentRoutes('notices', content.notices, {
        row: adminNoticeSchema,
        create: noticeCreateSchema,
        patch: noticePatchSchema,
      }),
    );
    await app.register(
      contentRoutes('qnas', content.qnas, {
        row: adminQnaSchema,
        create: qnaCreateSchema,
        patch: qnaPatchSchema,
      }),
    );
    await app.register(
      contentRoutes('register-sources', content.sources, {
        row: adminRegisterSourceSchema,
        create: registerSourceCreateSchema,
        patch: registerSourcePatchSchema,
      }),
    );
    app.get('/admin/settings', { schema: { response: { 200: adminSettingsSchema, ...errors } } }, () =>
      settings.get(),
    );
    app.patch(
      '/admin/settings',
      { schema: { body: adminSettingsPatchSchema, response: { 200: adminSettingsSchema, ...errors } } },
      (request) => settings.update(currentMember(request).id, request.body),
    );
  };
}
