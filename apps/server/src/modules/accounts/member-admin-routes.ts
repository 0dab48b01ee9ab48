import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAdjustmentSchema,
  adminLedgerRowSchema,
  adminMemberActionResultSchema,
  adminMemberDetailSchema,
  adminMemberLedgerQuerySchema,
  adminMemberRowSchema,
  adminMembersQuerySchema,
  memberIdParamsSchema,
} from '@smm/contract/admin-members';
import { errorEnvelopeSchema } from '@smm/contract/api';
import { z } from 'zod';
import { currentMember } from '../../http/auth-guard.ts';
import type { MemberActionService } from './member-action-service.ts';
import type { MemberAdminService } from './member-admin-service.ts';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
const actionErrors = { ...errors, 409: errorEnvelopeSchema };

type Action = 'block' | 'unblock' | 'grant-admin' | 'revoke-admin' | 'send-password-reset' | 'reset-phone';
const ACTIONS: Record<Action, keyof Omit<MemberActionService, 'adjust'>> = {
  block: 'block',
  unblock: 'unblock',
  'grant-admin': 'grantAdmin',
  'revoke-admin': 'revokeAdmin',
  'send-password-reset': 'sendPasswordReset',
  'reset-phone': 'resetPhone',
};

/** The operator's member screens (the /api/admin gate guards every route here). */
export function memberAdminRoutes(deps: {
  reads: MemberAdminService;
  actions: MemberActionService;
}): FastifyPluginAsyncZod {
  const { reads, actions } = deps;
  return async (app) => {
    app.get(
      '/admin/members',
      {
        schema: {
          querystring: adminMembersQuerySchema,
          response: { 200: z.array(adminMemberRowSchema), ...errors },
        },
      },
      (request) => reads.list(request.query),
    );
    app.get(
      '/admin/members/:id',
      { schema: { params: memberIdParamsSchema, response: { 200: adminMemberDetailSchema, ...errors } } },
      (request) => reads.detail(request.params.id),
    );
    app.get(
      '/admin/members/:id/ledger',
      {
        schema: {
          params: memberIdParamsSchema,
          querystring: adminMemberLedgerQuerySchema,
          response: { 200: z.array(adminLedgerRowSchema), ...errors },
        },
      },
      (request) => reads.ledger(request.params.id, request.query),
    );
    app.post(
      '/admin/members/:id/adjustments',
      {
        schema: {
          params: memberIdParamsSchema,
          body: adminAdjustmentSchema,
          response: { 200: adminMemberActionResultSchema, ...actionErrors },
        },
      },
      async (request) => {
        await actions.adjust(currentMember(request).id, request.params.id, request.body);
        return reads.row(request.params.id);
      },
    );
    for (const [path, method] of Object.entries(ACTIONS)) {
      app.post(
        `/admin/members/:id/${path}`,
        {
          schema: {
            params: memberIdParamsSchema,
            response: { 200: adminMemberActionResultSchema, ...actionErrors },
          },
        },
        async (request) => {
          await actions[method](currentMember(request).id, request.params.id);
          return reads.row(request.params.id);
        },
      );
    }
  };
}
