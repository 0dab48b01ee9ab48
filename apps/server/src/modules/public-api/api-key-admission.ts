import { AUTH_MESSAGES } from '@smm/contract/auth-messages';
import { PUBLIC_API_MESSAGES } from '@smm/contract/public-api-messages';
import { ForbiddenError, UnauthorizedError } from '../../errors.ts';
import type { ApiKeyDirectory } from '../accounts/api-key-directory.ts';
import type { AuthMember } from '../accounts/member-directory-service.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { RequestLimits } from '../rate-limit/request-limits.ts';

export interface ApiKeyAdmissionDeps {
  owners: Pick<ApiKeyDirectory, 'findOwner' | 'knownOwner'>;
  limiter: Pick<RateLimiter, 'enforce' | 'consumeNow'>;
  limits: Pick<RequestLimits, 'apiPerKey' | 'apiInvalidKeyPerIp'>;
}

/** Who may use the reseller APIs (v1 and v2 alike), and how often. */
export interface ApiKeyAdmission {
  /**
   * The member owning `key`, this request counted against the key. A missing or unknown key is
   * counted against the caller's address under the stricter rule (429 past it, else 401); a
   * blocked owner is 403.
   */
  admit(key: string, ip: string, missingMessage: string): Promise<AuthMember>;
  /**
   * `admit` at once, for a request answered before Fastify (fast-path/ready-reads.ts): true when the key's
   * owner is known in memory and not blocked and the hit is within the key's limit without a wait
   * (counted), and `forOwner` (when given) accepts the owner's id: the cached answer is theirs.
   * False: nothing was counted, and `admit` decides (it also answers every refusal).
   */
  admitsNow(key: string, forOwner?: (memberId: number) => boolean): boolean;
}

/** A key's count, per member (one key each): never the key itself in a table. */
const keyBucket = (memberId: number) => `api-member:${memberId}`;

export function createApiKeyAdmission(deps: ApiKeyAdmissionDeps): ApiKeyAdmission {
  const refuse = async (ip: string, message: string): Promise<never> => {
    await deps.limiter.enforce(`api-invalid-ip:${ip}`, deps.limits.apiInvalidKeyPerIp);
    throw new UnauthorizedError(message);
  };
  return {
    // A key is 256 random bits, so looking it up before counting the address does not help a
    // guesser; it spares every right key a second count.
    async admit(key, ip, missingMessage) {
      if (key === '') return refuse(ip, missingMessage);
      const member = await deps.owners.findOwner(key);
      if (!member) return refuse(ip, PUBLIC_API_MESSAGES.keyInvalid);
      await deps.limiter.enforce(keyBucket(member.id), deps.limits.apiPerKey);
      // The key is right but its owner is blocked: say so (403), nothing of theirs is touched.
      if (member.blocked) throw new ForbiddenError(AUTH_MESSAGES.blocked);
      return { id: member.id, loginId: member.loginId, isAdmin: member.isAdmin };
    },
    admitsNow(key, forOwner) {
      const member = key === '' ? undefined : deps.owners.knownOwner(key);
      if (!member || member.blocked || (forOwner && !forOwner(member.id))) return false;
      return deps.limiter.consumeNow(keyBucket(member.id), deps.limits.apiPerKey);
    },
  };
}
