import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { createPhoneVerification } from '../sms/phone-verification-service.ts';
import { createSmsProvider, type SmsProvider } from '../sms/sms-provider.ts';
import { createKakaoClient } from '../social/kakao-client.ts';
import { createNaverClient } from '../social/naver-client.ts';
import { createSocialService } from '../social/social-service.ts';
import { socialRoutes } from '../social/social-routes.ts';
import { createAccountSecrets } from './account-secrets.ts';
import { adminRoutes } from './admin-routes.ts';
import { DEFAULT_AUTH_LIMITS, type AuthLimits } from './auth-limits.ts';
import { authRoutes } from './auth-routes.ts';
import { createRateLimiter } from './rate-limiter.ts';
import type { TokenService } from './token-service.ts';

/** What a deployment or a test may swap; everything else comes from config. */
export interface AccountsOptions {
  /** Defaults to the provider named by SMS_PROVIDER (console: the app log). */
  sms?: SmsProvider;
  limits?: Partial<AuthLimits>;
  /** Timeout of each Naver / Kakao call. */
  providerTimeoutMs?: number;
}

export interface AccountsDeps extends AccountsOptions {
  db: Database;
  config: Config;
  clock: Clock;
  tokens: TokenService;
  guard: AuthGuard;
  /** Api-key ciphertexts and phone-code HMACs use keys derived from it. */
  jwtSecret: string;
}

/** Accounts: local and social sign-up and login, the member's account, phone codes, GET /admin/me. */
export function accountRoutes(deps: AccountsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, config, clock, tokens, guard } = deps;
    const limits: AuthLimits = { ...DEFAULT_AUTH_LIMITS, ...deps.limits };
    const secrets = createAccountSecrets(deps.jwtSecret);
    const limiter = createRateLimiter(db, clock);
    const sms = deps.sms ?? createSmsProvider(config, app.log);
    const phone = createPhoneVerification({ db, clock, sms, secrets, limiter, limits, logger: app.log });
    const registration = { db, secrets, phone };
    const timeoutMs = deps.providerTimeoutMs ?? 5_000;
    const social = createSocialService({
      ...registration,
      config,
      tokens,
      limiter,
      limits,
      logger: app.log,
      naver: createNaverClient({
        authBaseUrl: config.NAVER_AUTH_BASE_URL,
        apiBaseUrl: config.NAVER_API_BASE_URL,
        timeoutMs,
      }),
      kakao: createKakaoClient({ apiBaseUrl: config.KAKAO_API_BASE_URL, timeoutMs }),
    });

    await app.register(
      authRoutes({
        guard,
        login: { db, tokens, limiter, limits },
        registration,
        account: { db, clock, secrets, limiter, limits },
        phone,
      }),
    );
    await app.register(socialRoutes(social));
    await app.register(adminRoutes(guard));
  };
}
