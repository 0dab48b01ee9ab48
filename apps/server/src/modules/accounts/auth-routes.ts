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
import { currentMember, type AuthGuard } from '../../http/auth-guard.ts';
import type { PhoneVerificationService } from '../sms/phone-verification-service.ts';
import type { AccountService } from './account-service.ts';
import { deviceCookie, deviceTokenOf } from './login-devices.ts';
import type { LoginService } from './login-service.ts';
import type { RegistrationService } from './registration-service.ts';

export interface AuthRoutesDeps {
  guard: AuthGuard;
  login: LoginService;
  registration: RegistrationService;
  account: AccountService;
  phone: PhoneVerificationService;
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
        await deps.registration.registerLocal(request.ip, request.body);
        return reply.code(201).send(ok);
      },
    );

    app.post(
      '/auth/login',
      { schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } } },
      async (request, reply) => {
        const { accessToken, deviceToken } = await deps.login.login({
          ip: request.ip,
          body: request.body,
          deviceToken: deviceTokenOf(request.headers.cookie),
        });
        void reply.header('set-cookie', deviceCookie(deviceToken, request.protocol === 'https'));
        return { accessToken };
      },
    );

    app.post(
      '/auth/send-phone-number',
      { schema: { body: sendPhoneRequestSchema, response: { 200: okResponseSchema } } },
      async (request) => {
        await deps.phone.sendCode(request.ip, request.body.phoneNumber);
        return ok;
      },
    );

    app.get('/auth/profile', { ...member, schema: { response: { 200: profileSchema } } }, (request) =>
      deps.account.getProfile(currentMember(request).id),
    );

    app.post(
      '/auth/change-password',
      { ...member, schema: { body: changePasswordRequestSchema, response: { 200: okResponseSchema } } },
      async (request) => {
        await deps.account.changePassword(currentMember(request).id, request.body);
        return ok;
      },
    );

    app.post(
      '/auth/api-key',
      { ...member, schema: { response: { 200: apiKeyResponseSchema } } },
      async (request) => ({
        apiKey: await deps.account.renewApiKey(currentMember(request).id),
      }),
    );

    app.post(
      '/auth/referral-code',
      { ...member, schema: { response: { 200: referralCodeResponseSchema } } },
      async (request) => ({
        referralCode: await deps.account.issueReferralCode(currentMember(request).id),
      }),
    );

    app.delete(
      '/auth/account',
      { ...member, schema: { response: { 200: okResponseSchema } } },
      async (request) => {
        await deps.account.deleteAccount(currentMember(request).id);
        return ok;
      },
    );
  };
}
