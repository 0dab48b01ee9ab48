import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  kakaoLoginRequestSchema,
  loginResponseSchema,
  naverLoginRequestSchema,
  okResponseSchema,
  socialRegisterRequestSchema,
} from '@smm/contract/auth';
import type { SocialService } from './social-service.ts';

/** Naver and Kakao sign-in and sign-up. A 404 on login carries `token` for the register page. */
export function socialRoutes(social: SocialService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/login/naver',
      { schema: { body: naverLoginRequestSchema, response: { 200: loginResponseSchema } } },
      (request) => social.loginNaver(request.ip, request.body.code),
    );
    app.post(
      '/auth/login/kakao',
      { schema: { body: kakaoLoginRequestSchema, response: { 200: loginResponseSchema } } },
      (request) => social.loginKakao(request.ip, request.body.code),
    );
    for (const provider of ['naver', 'kakao'] as const) {
      app.post(
        `/auth/register/${provider}`,
        { schema: { body: socialRegisterRequestSchema, response: { 201: okResponseSchema } } },
        async (request, reply) => {
          await social.register(provider, request.ip, request.body);
          return reply.code(201).send({ ok: true });
        },
      );
    }
  };
}
