import type { LoginRequest, LoginResponse } from '@smm/contract/auth';
import { MESSAGES } from '@smm/contract/messages';
import type { Queryable } from '../../db/database.ts';
import { AUTH_MESSAGES } from '@smm/contract/auth-messages';
import { ForbiddenError, NotFoundError, TooManyRequestsError } from '../../errors.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { AuthLimits } from './auth-limits.ts';
import { findLiveByLoginId } from './member-repository.ts';
import { verifyPassword } from './password-hasher.ts';
import type { TokenService } from './token-service.ts';

export interface LoginDeps {
  db: Queryable;
  tokens: TokenService;
  limiter: RateLimiter;
  limits: AuthLimits;
}

export interface LoginService {
  login(ip: string, body: LoginRequest): Promise<LoginResponse>;
}

/** The per-IP login bucket; social logins count against it too. */
export const loginIpBucket = (ip: string) => `login-ip:${ip}`;
/** The per-id bucket of failed logins; a password reset clears it. */
/** Ids are case-insensitive, so 'Sam' and 'sam' share one failure budget. */
export const loginIdBucket = (loginId: string) => `login-id:${loginId.toLowerCase()}`;

export function createLoginService(deps: LoginDeps): LoginService {
  return {
    /**
     * Id and password login. Every attempt is counted before the password is checked (so concurrent
     * guesses cannot slip past the limit); a success clears the id's failures and gives the IP its hit
     * back. An unknown id and a wrong password answer the same 404 in about the same time.
     */
    async login(ip, body) {
      const ipBucket = loginIpBucket(ip);
      const idBucket = loginIdBucket(body.id);
      if (!(await deps.limiter.consume(ipBucket, deps.limits.loginPerIp))) throw new TooManyRequestsError();
      if (!(await deps.limiter.consume(idBucket, deps.limits.loginPerId))) throw new TooManyRequestsError();

      const member = await findLiveByLoginId(deps.db, body.id);
      const matches = await verifyPassword(member?.password_hash, body.password);
      if (!member || !matches) throw new NotFoundError(MESSAGES.login.notFound);
      // Only after the password matched, so the block does not reveal which ids exist.
      if (member.blocked_at) throw new ForbiddenError(AUTH_MESSAGES.blocked);

      await deps.limiter.reset(idBucket);
      await deps.limiter.refund(ipBucket);
      return {
        accessToken: await deps.tokens.sign({ memberId: member.id, tokenVersion: member.token_version }),
      };
    },
  };
}
