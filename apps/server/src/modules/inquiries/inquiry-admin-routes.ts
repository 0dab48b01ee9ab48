import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminInquiriesQuerySchema,
  adminInquiryDetailSchema,
  adminInquiryParamsSchema,
  adminInquiryRowSchema,
  inquiryTemplateInputSchema,
  inquiryTemplateSchema,
} from '@smm/contract/admin-inquiries';
import { errorEnvelopeSchema } from '@smm/contract/api';
import { inquiryMessageBodySchema } from '@smm/contract/inquiries';
import { currentMember } from '../../http/auth-guard.ts';
import type { InquiryAdminService } from './inquiry-admin-service.ts';
import type { InquiryTemplateService } from './inquiry-template-service.ts';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/** The console's 1:1 문의 and canned answers (the /api/admin gate guards every route). */
export function inquiryAdminRoutes(deps: {
  inquiries: InquiryAdminService;
  templates: InquiryTemplateService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const { inquiries, templates } = deps;
    const params = adminInquiryParamsSchema;
    app.get(
      '/admin/inquiries',
      {
        schema: {
          querystring: adminInquiriesQuerySchema,
          response: { 200: z.array(adminInquiryRowSchema), ...errors },
        },
      },
      (request) => inquiries.queue(request.query),
    );
    app.get(
      '/admin/inquiries/:id',
      { schema: { params, response: { 200: adminInquiryDetailSchema, ...errors } } },
      (request) => inquiries.detail(request.params.id),
    );
    app.post(
      '/admin/inquiries/:id/reply',
      {
        schema: {
          params,
          body: inquiryMessageBodySchema,
          response: { 200: adminInquiryDetailSchema, ...errors },
        },
      },
      (request) => inquiries.reply(currentMember(request).id, request.params.id, request.body.body),
    );
    app.post(
      '/admin/inquiries/:id/close',
      { schema: { params, response: { 200: adminInquiryDetailSchema, ...errors } } },
      (request) => inquiries.close(currentMember(request).id, request.params.id),
    );

    const list = z.array(inquiryTemplateSchema);
    app.get('/admin/inquiry-templates', { schema: { response: { 200: list, ...errors } } }, () =>
      templates.list(),
    );
    app.post(
      '/admin/inquiry-templates',
      { schema: { body: inquiryTemplateInputSchema, response: { 201: inquiryTemplateSchema, ...errors } } },
      async (request, reply) =>
        reply.status(201).send(await templates.create(currentMember(request).id, request.body)),
    );
    app.patch(
      '/admin/inquiry-templates/:id',
      {
        schema: {
          params,
          body: inquiryTemplateInputSchema,
          response: { 200: inquiryTemplateSchema, ...errors },
        },
      },
      (request) => templates.update(currentMember(request).id, request.params.id, request.body),
    );
    app.delete(
      '/admin/inquiry-templates/:id',
      { schema: { params, response: { 200: list, ...errors } } },
      async (request) => {
        await templates.remove(currentMember(request).id, request.params.id);
        return templates.list();
      },
    );
  };
}
