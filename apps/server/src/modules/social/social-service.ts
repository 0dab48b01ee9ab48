import type { FastifyBaseLogger } from 'fastify';
import type { LoginResponse, SocialRegisterRequest } from '@smm/contract/auth';
import { AUTH_MESSAGES } from '@smm/contract/auth-messages';
import { MESSAGES } from '@smm/contract/messages';
import { isEnabled, type SettingsMap } from '@smm/contract/settings';
import type { Config } from '../../config.ts';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import { newSocialLoginId } from '../accounts/account-secrets.ts';
import type { AuthLimits } from '../accounts/auth-limits.ts';
import { loginIpBucket } from '../accounts/login-service.ts';
import type { MemberDirectoryService } from '../accounts/member-directory-service.ts';
import type { RegistrationService } from '../accounts/registration-service.ts';
import type { SocialProvider } from '../accounts/registration-service.ts';
import type { TokenService } from '../accounts/token-service.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { SiteService } from '../site/site-service.ts';
import type { KakaoClient } from './kakao-client.ts';
import type { NaverClient, SocialProfile } from './naver-client.ts';
import { ProviderRejectedError, ProviderUnavailableError } from './provider-http.ts';

export interface SocialDeps {
  config: Config;
  site: SiteService;
  members: MemberDirectoryService;
  registration: RegistrationService;
  tokens: TokenService;
  limiter: RateLimiter;
  limits: AuthLimits;
  naver: NaverClient;
  kakao: KakaoClient;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}

const FAILED = { naver: MESSAGES.login.naverFailed, kakao: MESSAGES.login.kakaoFailed } as const;
const REJECTED = { naver: MESSAGES.login.naverFailed, kakao: MESSAGES.login.kakaoAuthFailed } as const;
const FLAG = { naver: 'ENABLE_SNS_NAVER', kakao: 'ENABLE_SNS_KAKAO' } as const;

export interface SocialService {
  loginNaver(ip: string, code: string): Promise<LoginResponse>;
  loginKakao(ip: string, code: string): Promise<LoginResponse>;
  register(provider: SocialProvider, ip: string, body: SocialRegisterRequest): Promise<number>;
}

export function createSocialService(deps: SocialDeps): SocialService {
  const misconfigured = (provider: SocialProvider, what: string) => {
    deps.logger.warn({ provider }, `${provider} login is enabled but ${what} is not configured`);
    return new AppError(503, 'SOCIAL_NOT_CONFIGURED', FAILED[provider]);
  };

  async function enabledSettings(provider: SocialProvider): Promise<SettingsMap> {
    const settings = await deps.site.settingsMap();
    if (!isEnabled(settings, FLAG[provider])) throw new AppError(403, 'SOCIAL_DISABLED', FAILED[provider]);
    return settings;
  }

  /** Runs provider calls (never inside a transaction) and turns their failures into Korean answers. */
  async function ask<T>(provider: SocialProvider, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ProviderRejectedError)
        throw new AppError(400, 'SOCIAL_REJECTED', REJECTED[provider]);
      if (error instanceof ProviderUnavailableError) {
        deps.logger.warn({ provider, reason: error.message }, 'social provider unavailable');
        throw new AppError(502, 'SOCIAL_UNAVAILABLE', FAILED[provider]);
      }
      throw error;
    }
  }

  function verifyToken(provider: SocialProvider, accessToken: string): Promise<SocialProfile> {
    if (provider === 'naver') return ask('naver', () => deps.naver.fetchProfile(accessToken));
    const appId = deps.config.KAKAO_APP_ID;
    if (appId === undefined) throw misconfigured('kakao', 'KAKAO_APP_ID');
    return ask('kakao', () => deps.kakao.verify(accessToken, appId));
  }

  /** Our token for the linked member, or a 404 carrying the provider token for the register page. */
  async function signInLinked(
    provider: SocialProvider,
    ip: string,
    profile: SocialProfile,
    providerToken: string,
  ) {
    // The provider vouched for this person: the attempt is not a failure to count against the IP.
    await deps.limiter.refund(loginIpBucket(ip));
    const member = await deps.members.findBySocialIdentity(provider, profile.id);
    if (!member) throw new NotFoundError(AUTH_MESSAGES.social.notLinked, { token: providerToken });
    if (member.blocked) throw new ForbiddenError(AUTH_MESSAGES.blocked);
    return {
      accessToken: await deps.tokens.sign({ memberId: member.id, tokenVersion: member.tokenVersion }),
    };
  }

  async function countAttempt(ip: string) {
    await deps.limiter.enforce(loginIpBucket(ip), deps.limits.loginPerIp);
  }

  return {
    async loginNaver(ip, code) {
      const settings = await enabledSettings('naver');
      const clientId = deps.config.NAVER_CLIENT_ID ?? settings.NAVER_CLIENT_ID;
      const clientSecret = deps.config.NAVER_CLIENT_SECRET;
      if (!clientId || !clientSecret) throw misconfigured('naver', 'NAVER_CLIENT_ID/NAVER_CLIENT_SECRET');
      await countAttempt(ip);
      const state = settings.NAVER_STATE ?? '';
      const naverToken = await ask('naver', () =>
        deps.naver.exchangeCode({ code, state, clientId, clientSecret }),
      );
      const profile = await ask('naver', () => deps.naver.fetchProfile(naverToken));
      return signInLinked('naver', ip, profile, naverToken);
    },

    async loginKakao(ip, code) {
      const settings = await enabledSettings('kakao');
      const clientId = deps.config.KAKAO_REST_API_KEY ?? settings.KAKAO_TOKEN;
      // KAKAO_APP_ID is what the sign-up that may follow checks the token against.
      if (!clientId || deps.config.KAKAO_APP_ID === undefined) {
        throw misconfigured('kakao', 'KAKAO_REST_API_KEY (or the KAKAO_TOKEN setting)/KAKAO_APP_ID');
      }
      await countAttempt(ip);
      const kakaoToken = await ask('kakao', () =>
        deps.kakao.exchangeCode({
          code,
          clientId,
          redirectUri: deps.config.KAKAO_REDIRECT_URI ?? `${deps.config.publicUrl}/auth/kakao`,
          clientSecret: deps.config.KAKAO_CLIENT_SECRET,
        }),
      );
      const profile = await ask('kakao', () => deps.kakao.fetchUser(kakaoToken));
      return signInLinked('kakao', ip, profile, kakaoToken);
    },

    async register(provider, ip, body) {
      await enabledSettings(provider);
      await deps.registration.countAttempt(ip);
      const profile = await verifyToken(provider, body.accessToken);
      if (await deps.members.findBySocialIdentity(provider, profile.id)) {
        throw new ConflictError(AUTH_MESSAGES.social.alreadyLinked, 'SOCIAL_LINKED');
      }
      const checked = await deps.registration.checkSharedFields(body);
      const social = { provider, providerUserId: profile.id };
      // The generated id is random; on the rare clash with a taken id, draw another.
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await deps.registration.createMember(checked, {
            loginId: newSocialLoginId(provider),
            passwordHash: null,
            email: profile.email,
            social,
          });
        } catch (error) {
          if (!(error instanceof ConflictError && error.code === 'ID_TAKEN' && attempt < 4)) throw error;
        }
      }
    },
  };
}
