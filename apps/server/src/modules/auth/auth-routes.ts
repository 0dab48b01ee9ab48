import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiKeyResponseSchema,
  changePasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  okResponseSchema,
  profileSchema,
  referralCodeResponseSchema,
  registerRequestSchema,
  sendPhoneRequestSchema,
} from '@smm/contract/auth';
import { AUTH_MESSAGES } from '@smm/contract/auth-messages';
import { isEnabled } from '@smm/contract/settings';
import { BadRequestError } from '../../errors.ts';
import { currentMember, type AuthGuard } from '../../http/auth-guard.ts';
import { loadSettingsMap } from '../site/site-service.ts';
import type { PhoneVerification } from '../sms/phone-verification-service.ts';
import * as account from './account-service.ts';
import { login, type LoginDeps } from './login-service.ts';
import { registerLocal, type RegistrationDeps } from './registration-service.ts';

export interface AuthRoutesDeps {
  guard: AuthGuard;
  login: LoginDeps;
  registration: RegistrationDeps;
  account: account.AccountDeps;
  phone: PhoneVerification;
}

const ok = { ok: true } as const;

/** The member's own account: spec section 7's /auth calls except the social ones. */
export function authRoutes(deps: AuthRoutesDeps): FastifyPluginAsyncZod {
  // onRequest, not preHandler: an anonymous caller gets 401 before its body is even parsed.
  const member = { onRequest: deps.guard.requireMember };
  return async (app) => {
    app.post(
      '/auth/register',
      { schema: { body: registerRequestSchema, response: { 201: okResponseSchema } } },
      async (request, reply) => {
        await registerLocal(deps.registration, request.body);
        return reply.code(201).send(ok);
      },
    );

    app.post(
      '/auth/login',
      { schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } } },
      (request) => login(deps.login, request.ip, request.body),
    );

    app.post(
      '/auth/send-phone-number',
      { schema: { body: sendPhoneRequestSchema, response: { 200: okResponseSchema } } },
      async (request) => {
        // Codes cost an SMS each: refuse them while the phone step is not part of sign-up.
        if (!isEnabled(await loadSettingsMap(deps.account.db), 'ENABLE_PHONE_NUMBER')) {
          throw new BadRequestError(AUTH_MESSAGES.phone.disabled);
        }
        await deps.phone.sendCode(request.ip, request.body.phoneNumber);
        return ok;
      },
    );

    app.get('/auth/profile', { ...member, schema: { response: { 200: profileSchema } } }, (request) =>
      account.getProfile(deps.account, currentMember(request).id),
    );

    app.post(
      '/auth/change-password',
      { ...member, schema: { body: changePasswordRequestSchema, response: { 200: okResponseSchema } } },
      async (request) => {
        await account.changePassword(deps.account, currentMember(request).id, request.body);
        return ok;
      },
    );

    app.post(
      '/auth/api-key',
      { ...member, schema: { response: { 200: apiKeyResponseSchema } } },
      async (request) => ({
        apiKey: await account.renewApiKey(deps.account, currentMember(request).id),
      }),
    );

    app.post(
      '/auth/referral-code',
      { ...member, schema: { response: { 200: referralCodeResponseSchema } } },
      async (request) => ({
        referralCode: await account.issueReferralCode(deps.account, currentMember(request).id),
      }),
    );

    app.delete(
      '/auth/account',
      { ...member, schema: { response: { 200: okResponseSchema } } },
      async (request) => {
        await account.deleteAccount(deps.account, currentMember(request).id);
        return ok;
      },
    );
  };
}
