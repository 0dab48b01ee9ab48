import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@smm/contract/api';
import {
  inquiryDetailSchema,
  inquiryListQuerySchema,
  inquiryMessageBodySchema,
  inquiryParamsSchema,
  inquiryRowSchema,
  inquirySubjectsSchema,
  newInquirySchema,
} from '@smm/contract/inquiries';
import { currentMember, type AuthGuard } from '../../http/auth-guard.ts';
import type { InquiryService } from './inquiry-service.ts';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/**
 * The member's 1:1 문의. The session is checked on request, before the body is parsed or
 * validated: an anonymous caller learns nothing from a 400.
 */
export function inquiryRoutes(deps: { guard: AuthGuard; inquiries: InquiryService }): FastifyPluginAsyncZod {
  return async (app) => {
    const onRequest = deps.guard.requireMember;
    const s = deps.inquiries;
    app.get(
      '/service/inquiries',
      {
        onRequest,
        schema: {
          querystring: inquiryListQuerySchema,
          response: { 200: z.array(inquiryRowSchema), ...errors },
        },
      },
      (request) => s.list(currentMember(request).id, request.query),
    );
    app.get(
      '/service/inquiries/subjects',
      { onRequest, schema: { response: { 200: inquirySubjectsSchema, ...errors } } },
      (request) => s.subjects(currentMember(request).id),
    );
    app.post(
      '/service/inquiries',
      {
        onRequest,
        schema: {
          body: newInquirySchema,
          response: { 201: inquiryDetailSchema, ...errors, 429: errorEnvelopeSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await s.create(currentMember(request).id, request.body)),
    );
    app.get(
      '/service/inquiries/:id',
      {
        onRequest,
        schema: { params: inquiryParamsSchema, response: { 200: inquiryDetailSchema, ...errors } },
      },
      (request) => s.detail(currentMember(request).id, request.params.id),
    );
    app.post(
      '/service/inquiries/:id/messages',
      {
        onRequest,
        schema: {
          params: inquiryParamsSchema,
          body: inquiryMessageBodySchema,
          response: { 200: inquiryDetailSchema, ...errors },
        },
      },
      (request) => s.addMessage(currentMember(request).id, request.params.id, request.body.body),
    );
    app.post(
      '/service/inquiries/:id/close',
      {
        onRequest,
        schema: { params: inquiryParamsSchema, response: { 200: inquiryDetailSchema, ...errors } },
      },
      (request) => s.close(currentMember(request).id, request.params.id),
    );
  };
}
