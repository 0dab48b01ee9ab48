import type { ChangePasswordRequest, Profile } from '@smm/contract/auth';
import { AUTH_MESSAGES } from '@smm/contract/auth-messages';
import { MESSAGES } from '@smm/contract/messages';
import { fromMilli } from '@smm/contract/money';
import { isEnabled } from '@smm/contract/settings';
import type { Clock } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { BadRequestError, ConflictError, UnauthorizedError } from '../../errors.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import type { RateLimiter, RateRule } from '../rate-limit/rate-limiter.ts';
import type { SiteService } from '../site/site-service.ts';
import type { PhoneVerificationService } from '../sms/phone-verification-service.ts';
import { newReferralCode, type AccountSecrets } from './account-secrets.ts';
import type { AuthLimits } from './auth-limits.ts';
import * as members from './member-repository.ts';
import { verifyPassword } from './password-hasher.ts';
import { replacePassword } from './password-replacement.ts';
import { deleteResetTokensOf } from './reset-token-repository.ts';
import { unlinkAll } from './social-account-repository.ts';

export interface AccountDeps {
  db: Database;
  clock: Clock;
  site: SiteService;
  phone: PhoneVerificationService;
  secrets: AccountSecrets;
  limiter: RateLimiter;
  limits: AuthLimits;
  /** API key renewals per member. */
  apiKeyRenewals: RateRule;
}

/** The signed-in member's own account (spec section 7's /auth calls). */
export interface AccountService {
  getProfile(memberId: number): Promise<Profile>;
  /** `alongside` runs in the change's transaction (the console's audit row of an operator's own change). */
  changePassword(
    memberId: number,
    body: ChangePasswordRequest,
    alongside?: (tx: Queryable) => Promise<void>,
  ): Promise<void>;
  renewApiKey(memberId: number): Promise<string>;
  issueReferralCode(memberId: number): Promise<string>;
  deleteAccount(memberId: number): Promise<void>;
}

export function createAccountService(deps: AccountDeps): AccountService {
  return {
    getProfile: (memberId) => getProfile(deps, memberId),
    changePassword: (memberId, body, alongside) => changePassword(deps, memberId, body, alongside),
    renewApiKey: (memberId) => renewApiKey(deps, memberId),
    issueReferralCode: (memberId) => issueReferralCode(deps, memberId),
    deleteAccount: (memberId) => deleteAccount(deps, memberId),
  };
}

async function getProfile(deps: AccountDeps, memberId: number): Promise<Profile> {
  const row = await members.findProfile(deps.db, memberId);
  if (!row) throw new UnauthorizedError();
  return {
    point: fromMilli(row.point_milli),
    id: row.login_id,
    apiKey: row.api_key_cipher ? deps.secrets.revealApiKey(row.api_key_cipher) : null,
    referralCode: row.referral_code,
    isAdmin: row.is_admin,
    socialProvider: row.social_provider,
  };
}

/**
 * Checks the current password (failures limited like logins, so a stolen token cannot be used to
 * guess it), then replaces it the one way every new password goes (`replacePassword`), which
 * revokes every token issued before: the client then logs out and in again.
 */
async function changePassword(
  deps: AccountDeps,
  memberId: number,
  body: ChangePasswordRequest,
  alongside?: (tx: Queryable) => Promise<void>,
): Promise<void> {
  const bucket = `password-id:${memberId}`;
  await deps.limiter.enforce(bucket, deps.limits.currentPasswordPerMember);
  const member = await members.findLiveById(deps.db, memberId);
  if (!member) throw new UnauthorizedError();
  // A social member has no password to change: say so rather than 'wrong current password'.
  if (member.password_hash === null) {
    throw new ConflictError(AUTH_MESSAGES.social.noPassword, 'NO_PASSWORD');
  }
  if (!(await verifyPassword(member.password_hash, body.currentPassword))) {
    throw new ConflictError(MESSAGES.password.currentWrong, 'CURRENT_PASSWORD_WRONG');
  }
  await deps.limiter.reset(bucket);
  await replacePassword(deps.db, body.newPassword, deps.secrets.newApiKey(), async (tx) => {
    await alongside?.(tx);
    return memberId;
  });
}

/** Replaces the api key: the old one stops working at once. */
async function renewApiKey(deps: AccountDeps, memberId: number): Promise<string> {
  await deps.limiter.enforce(`api-key-renew:${memberId}`, deps.apiKeyRenewals);
  const issued = deps.secrets.newApiKey();
  if (!(await members.updateApiKey(deps.db, memberId, issued.hash, issued.cipher)))
    throw new UnauthorizedError();
  return issued.key;
}

async function issueReferralCode(deps: AccountDeps, memberId: number): Promise<string> {
  if (!isEnabled(await deps.site.settingsMap(), 'ENABLE_REFERRAL')) {
    throw new BadRequestError(AUTH_MESSAGES.referral.disabled);
  }
  // 32^8 codes: a collision is rare, and the unique constraint turns it into one more try.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const code = await members.setReferralCodeIfNone(deps.db, memberId, newReferralCode());
      if (code === null) throw new ConflictError(AUTH_MESSAGES.referral.exists, 'REFERRAL_EXISTS');
      return code;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('could not find a free referral code in 5 tries');
}

/**
 * Deletes the account the way Korean law allows: orders, payments and the ledger stay under the
 * now anonymous member row; personal data, social links and phone codes go; every token is revoked.
 */
async function deleteAccount(deps: AccountDeps, memberId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const old = await members.pseudonymise(tx, memberId, deps.clock.now());
    if (!old) throw new UnauthorizedError();
    if (old.login_id) await members.retireLoginId(tx, old.login_id, deps.clock.now());
    await unlinkAll(tx, memberId);
    await deleteResetTokensOf(tx, memberId);
    if (old.phone_number) await deps.phone.forget(tx, old.phone_number);
  });
}
