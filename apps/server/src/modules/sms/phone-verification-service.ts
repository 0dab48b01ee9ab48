import type { FastifyBaseLogger } from 'fastify';
import type { PhoneCodeGoneError } from '@smm/contract/auth';
import { AUTH_MESSAGES, phoneCodeSmsText } from '@smm/contract/auth-messages';
import { MESSAGES } from '@smm/contract/messages';
import { isEnabled } from '@smm/contract/settings';
import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/database.ts';
import { AppError, BadRequestError, ConflictError, TooManyRequestsError } from '../../errors.ts';
import type { RateLimiter, RateRule } from '../rate-limit/rate-limiter.ts';
import type { SiteService } from '../site/site-service.ts';
import { newPhoneCode, PHONE_CODE_RULES, type PhoneCodeSecrets } from './phone-code-secrets.ts';
import * as codes from './phone-code-repository.ts';
import type { SmsProvider } from './sms-provider.ts';

export interface PhoneVerificationDeps {
  db: Queryable;
  clock: Clock;
  site: SiteService;
  sms: SmsProvider;
  secrets: PhoneCodeSecrets;
  limiter: RateLimiter;
  /** Codes sent per client IP (each costs an SMS). */
  sendLimit: RateRule;
  /** Recovery codes sent per number (beyond the resend cooldown), so one phone cannot be flooded. */
  recoverySendPerNumber: RateRule;
  /** Whether a member uses the number (asked of the accounts module, which owns members). */
  phoneNumberTaken(phoneNumber: string): Promise<boolean>;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}

export interface PhoneVerificationService {
  /** Sends a new code to a number no member uses, while the phone step is part of sign-up. */
  sendCode(ip: string, phoneNumber: string): Promise<void>;
  /**
   * Sends a code for '아이디 찾기' / '비밀번호 찾기' to any well-formed number, whether or not a member
   * uses it, so the answer tells nothing about the number; only the phone's holder learns more.
   */
  sendRecoveryCode(ip: string, phoneNumber: string): Promise<void>;
  /** Checks a code, spending one attempt; returns the code's hash for `consume` or throws a 400. */
  check(phoneNumber: string, code: string): Promise<string>;
  /** Uses the checked code up inside the registration transaction (a code registers one member). */
  consume(tx: Queryable, phoneNumber: string, codeHash: string): Promise<void>;
  /** Drops any code of the number (account deletion), inside the caller's transaction. */
  forget(tx: Queryable, phoneNumber: string): Promise<void>;
}

/** The sign-up form reads these codes to offer a new code (see PHONE_CODE_GONE_ERRORS). */
const gone = (code: PhoneCodeGoneError): PhoneCodeGoneError => code;

export function createPhoneVerificationService(deps: PhoneVerificationDeps): PhoneVerificationService {
  const { db, clock, secrets } = deps;

  // Codes cost an SMS each: refuse them while the phone step is not part of the store.
  async function refuseWhileOff(): Promise<void> {
    if (!isEnabled(await deps.site.settingsMap(), 'ENABLE_PHONE_NUMBER')) {
      throw new BadRequestError(AUTH_MESSAGES.phone.disabled);
    }
  }

  /** Stores a fresh code unless the last one is too recent, then texts it. */
  async function issue(phoneNumber: string): Promise<void> {
    const code = newPhoneCode();
    const codeHash = secrets.hash(phoneNumber, code);
    const now = clock.now();
    const stored = await codes.storeCodeIfCooledDown(db, {
      phoneNumber,
      codeHash,
      sentAt: now,
      expiresAt: new Date(now.getTime() + PHONE_CODE_RULES.ttlMs),
      cooledDownBefore: new Date(now.getTime() - PHONE_CODE_RULES.resendCooldownMs),
    });
    if (!stored) throw new TooManyRequestsError(AUTH_MESSAGES.phone.cooldown);
    try {
      await deps.sms.send({ to: phoneNumber, text: phoneCodeSmsText(code) });
    } catch (error) {
      // Not sent: drop the code so the member may ask again at once instead of waiting out the cooldown.
      await codes.deleteCode(db, phoneNumber, codeHash);
      deps.logger.warn({ err: error, provider: deps.sms.name }, 'verification SMS not sent');
      throw new AppError(502, 'SMS_FAILED', AUTH_MESSAGES.phone.sendFailed);
    }
  }

  return {
    async sendCode(ip, phoneNumber) {
      await refuseWhileOff();
      await deps.limiter.enforce(`sms-ip:${ip}`, deps.sendLimit);
      if (await deps.phoneNumberTaken(phoneNumber))
        throw new ConflictError(MESSAGES.phone.conflict, 'PHONE_TAKEN');
      await issue(phoneNumber);
    },
    async sendRecoveryCode(ip, phoneNumber) {
      await refuseWhileOff();
      await deps.limiter.enforce(`sms-ip:${ip}`, deps.sendLimit);
      await deps.limiter.enforce(`sms-number:${phoneNumber}`, deps.recoverySendPerNumber);
      await issue(phoneNumber);
    },
    async check(phoneNumber, code) {
      const now = clock.now();
      const stored = await codes.takeAttempt(db, phoneNumber, now, PHONE_CODE_RULES.maxAttempts);
      if (!stored) {
        const row = await codes.findCode(db, phoneNumber);
        if (!row) throw new BadRequestError(MESSAGES.register.codeNotSent, gone('PHONE_CODE_NOT_SENT'));
        if (row.attempts >= PHONE_CODE_RULES.maxAttempts)
          throw new BadRequestError(AUTH_MESSAGES.phone.attemptsExceeded, gone('PHONE_CODE_ATTEMPTS'));
        throw new BadRequestError(AUTH_MESSAGES.phone.codeExpired, gone('PHONE_CODE_EXPIRED'));
      }
      const given = secrets.hash(phoneNumber, code);
      if (!secrets.same(stored, given)) throw new BadRequestError(AUTH_MESSAGES.phone.codeWrong);
      return stored;
    },

    async consume(tx, phoneNumber, codeHash) {
      // Another registration may have used the same code a moment ago: only one of them wins.
      if (!(await codes.deleteCode(tx, phoneNumber, codeHash)))
        throw new BadRequestError(MESSAGES.register.codeNotSent, gone('PHONE_CODE_NOT_SENT'));
    },
    async forget(tx, phoneNumber) {
      await codes.deleteCode(tx, phoneNumber);
    },
  };
}
