import {
  maskLoginId,
  type FindIdByEmailRequest,
  type FindIdByPhoneRequest,
  type FindIdByPhoneResponse,
  type ResetByEmailRequest,
  type ResetByPhoneRequest,
  type ResetByTokenRequest,
  type ResetTokenInspectResponse,
} from '@smm/contract/account-recovery';
import { RECOVERY_MESSAGES as R, SOCIAL_PROVIDER_LABELS } from '@smm/contract/account-recovery-messages';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { BadRequestError, ConflictError } from '../../errors.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { AccountSecrets } from './account-secrets.ts';
import type { PhoneVerificationService } from '../sms/phone-verification-service.ts';
import { loginIdBucket } from './login-service.ts';
import * as recovery from './member-recovery-repository.ts';
import { replacePassword } from './password-replacement.ts';
import type { RecoveryLimits } from './recovery-limits.ts';
import type { RecoveryMailer } from './recovery-mailer.ts';
import { findResetTokenOwner, takeResetToken } from './reset-token-repository.ts';
import { issueResetToken, resetTokenHash } from './reset-tokens.ts';

export interface AccountRecoveryDeps {
  db: Database;
  clock: Clock;
  phone: Pick<PhoneVerificationService, 'sendRecoveryCode' | 'check' | 'consume'>;
  limiter: RateLimiter;
  limits: RecoveryLimits;
  mails: RecoveryMailer;
  secrets: Pick<AccountSecrets, 'newApiKey'>;
}

/** '아이디 찾기' and '비밀번호 찾기' for signed-out visitors; `ip` is the client's address. */
export interface AccountRecoveryService {
  sendPhoneCode(ip: string, phoneNumber: string): Promise<void>;
  findIdByPhone(ip: string, body: FindIdByPhoneRequest): Promise<FindIdByPhoneResponse>;
  findIdByEmail(ip: string, body: FindIdByEmailRequest): Promise<void>;
  requestResetByEmail(ip: string, body: ResetByEmailRequest): Promise<void>;
  inspectResetToken(ip: string, token: string): Promise<ResetTokenInspectResponse>;
  resetByToken(ip: string, body: ResetByTokenRequest): Promise<void>;
  resetByPhone(ip: string, body: ResetByPhoneRequest): Promise<void>;
}

/** An e-mail lists at most this many ids (an address may be on several accounts). */
const MAX_REMINDED_IDS = 20;

export function createAccountRecoveryService(deps: AccountRecoveryDeps): AccountRecoveryService {
  const { db, clock, limiter, limits, mails } = deps;

  /** Counts the request in every bucket it belongs to, before anything is looked up. */
  async function count(buckets: [string, keyof RecoveryLimits][]): Promise<void> {
    for (const [bucket, rule] of buckets) {
      await limiter.enforce(bucket, limits[rule]);
    }
  }
  const ipBucket = (ip: string): [string, 'perIp'] => [`recovery-ip:${ip}`, 'perIp'];
  const emailBucket = (email: string): [string, 'perEmail'] => [
    `recovery-email:${email.toLowerCase()}`,
    'perEmail',
  ];
  const idBucket = (id: string): [string, 'perId'] => [`recovery-id:${id}`, 'perId'];
  const invalidToken = () => new BadRequestError(R.tokenInvalid, 'RESET_TOKEN_INVALID');

  return {
    async sendPhoneCode(ip, phoneNumber) {
      await count([ipBucket(ip)]);
      await deps.phone.sendRecoveryCode(ip, phoneNumber);
    },

    async findIdByPhone(ip, { phoneNumber, sendCode }) {
      await count([ipBucket(ip)]);
      const codeHash = await deps.phone.check(phoneNumber, sendCode);
      // The code proved the phone is in the caller's hand: only now is the number looked up.
      const member = await recovery.findRecoveryByPhone(db, phoneNumber);
      await db.transaction((tx) => deps.phone.consume(tx, phoneNumber, codeHash));
      if (!member) return { account: null };
      return {
        account: {
          maskedId: maskLoginId(member.login_id),
          joinedAt: member.created_at.toISOString(),
          provider: member.provider,
        },
      };
    },

    async findIdByEmail(ip, { email }) {
      await count([ipBucket(ip), emailBucket(email)]);
      const found = await recovery.findRecoveryByEmail(db, email, MAX_REMINDED_IDS);
      if (found.length === 0) return;
      mails.idReminder(
        email,
        found.map((m) => ({ loginId: m.login_id, joinedAt: m.created_at, provider: m.provider })),
      );
    },

    async requestResetByEmail(ip, { id, email }) {
      await count([ipBucket(ip), idBucket(id), emailBucket(email)]);
      const member = await recovery.findRecoveryByLoginId(db, id);
      if (!member?.email || member.email.toLowerCase() !== email.toLowerCase()) return;
      if (!member.has_password) {
        if (member.provider) mails.socialOnly(member.email, member.provider);
        return;
      }
      const token = await db.transaction((tx) => issueResetToken(tx, member.id, clock.now()));
      mails.resetLink(member.email, member.login_id, token);
    },

    async inspectResetToken(ip, token) {
      await count([ipBucket(ip)]);
      const owner = await findResetTokenOwner(db, resetTokenHash(token), clock.now());
      if (!owner) throw invalidToken();
      return { loginId: owner.login_id };
    },

    async resetByToken(ip, { token, newPassword }) {
      await count([ipBucket(ip)]);
      const hash = resetTokenHash(token);
      // Checked first so a dead link costs no password hashing; used up atomically with the change.
      const owner = await findResetTokenOwner(db, hash, clock.now());
      if (!owner) throw invalidToken();
      const memberId = await replacePassword(db, newPassword, deps.secrets.newApiKey(), (tx) =>
        takeResetToken(tx, hash, clock.now()),
      );
      if (memberId === null) throw invalidToken();
      await limiter.reset(loginIdBucket(owner.login_id));
    },

    async resetByPhone(ip, { id, phoneNumber, sendCode, newPassword }) {
      await count([ipBucket(ip), idBucket(id)]);
      const codeHash = await deps.phone.check(phoneNumber, sendCode);
      // The code proved the phone: telling its holder that an id is not on it reveals nothing more.
      const member = await recovery.findRecoveryByLoginId(db, id);
      if (!member || member.phone_number !== phoneNumber)
        throw new BadRequestError(R.idPhoneMismatch, 'ID_PHONE_MISMATCH');
      if (!member.has_password) {
        const provider = member.provider ? SOCIAL_PROVIDER_LABELS[member.provider] : null;
        if (!provider) throw new BadRequestError(R.idPhoneMismatch, 'ID_PHONE_MISMATCH');
        throw new ConflictError(R.socialOnly(provider), 'SOCIAL_ONLY');
      }
      const changed = await replacePassword(db, newPassword, deps.secrets.newApiKey(), async (tx) => {
        if (!(await recovery.lockMemberOnPhone(tx, member.id, phoneNumber))) return null;
        await deps.phone.consume(tx, phoneNumber, codeHash);
        return member.id;
      });
      if (changed === null) throw new BadRequestError(R.idPhoneMismatch, 'ID_PHONE_MISMATCH');
      await limiter.reset(loginIdBucket(member.login_id));
    },
  };
}
