import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  findIdByEmailRequestSchema,
  findIdByPhoneRequestSchema,
  findIdByPhoneResponseSchema,
  recoveryPhoneCodeRequestSchema,
  resetByEmailRequestSchema,
  resetByPhoneRequestSchema,
  resetByTokenRequestSchema,
  resetTokenInspectRequestSchema,
  resetTokenInspectResponseSchema,
} from '@smm/contract/account-recovery';
import { errorEnvelopeSchema } from '@smm/contract/api';
import { okResponseSchema } from '@smm/contract/auth';
import type { AccountRecoveryService } from './account-recovery-service.ts';

const ok = { ok: true } as const;
const errors = {
  400: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  502: errorEnvelopeSchema,
};
const answers = (success: typeof okResponseSchema | typeof findIdByPhoneResponseSchema) => ({
  200: success,
  ...errors,
});

/** '아이디 찾기' and '비밀번호 찾기' (docs/decisions/accounts.md, "Recovery"); for signed-out visitors. */
export function accountRecoveryRoutes(recovery: AccountRecoveryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/recovery/send-phone-code',
      { schema: { body: recoveryPhoneCodeRequestSchema, response: answers(okResponseSchema) } },
      async (request) => {
        await recovery.sendPhoneCode(request.ip, request.body.phoneNumber);
        return ok;
      },
    );
    app.post(
      '/auth/find-id/phone',
      { schema: { body: findIdByPhoneRequestSchema, response: answers(findIdByPhoneResponseSchema) } },
      (request) => recovery.findIdByPhone(request.ip, request.body),
    );
    app.post(
      '/auth/find-id/email',
      { schema: { body: findIdByEmailRequestSchema, response: answers(okResponseSchema) } },
      async (request) => {
        await recovery.findIdByEmail(request.ip, request.body);
        return ok;
      },
    );
    app.post(
      '/auth/reset-password/email',
      { schema: { body: resetByEmailRequestSchema, response: answers(okResponseSchema) } },
      async (request) => {
        await recovery.requestResetByEmail(request.ip, request.body);
        return ok;
      },
    );
    app.post(
      '/auth/reset-password/token/inspect',
      {
        schema: {
          body: resetTokenInspectRequestSchema,
          response: { 200: resetTokenInspectResponseSchema, ...errors },
        },
      },
      (request) => recovery.inspectResetToken(request.ip, request.body.token),
    );
    app.post(
      '/auth/reset-password/token',
      { schema: { body: resetByTokenRequestSchema, response: answers(okResponseSchema) } },
      async (request) => {
        await recovery.resetByToken(request.ip, request.body);
        return ok;
      },
    );
    app.post(
      '/auth/reset-password/phone',
      { schema: { body: resetByPhoneRequestSchema, response: answers(okResponseSchema) } },
      async (request) => {
        await recovery.resetByPhone(request.ip, request.body);
        return ok;
      },
    );
  };
}
