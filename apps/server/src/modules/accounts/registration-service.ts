import type { Clock } from '../../clock.ts';
import { RETENTION, yearsBefore } from '../../retention-periods.ts';
import {
  phoneNumberSchema,
  phoneVerificationError,
  registerWhereIssue,
  type RegisterRequest,
} from '@smm/contract/auth';
import { AUTH_MESSAGES } from '@smm/contract/auth-messages';
import { MESSAGES } from '@smm/contract/messages';
import { isEnabled } from '@smm/contract/settings';
import type { Database } from '../../db/database.ts';
import { BadRequestError, ConflictError } from '../../errors.ts';
import { isUniqueViolation, violatedConstraint } from '../../db/pg-errors.ts';
import type { RateLimiter, RateRule } from '../rate-limit/rate-limiter.ts';
import type { SiteService } from '../site/site-service.ts';
import type { PhoneVerificationService } from '../sms/phone-verification-service.ts';
import type { AccountSecrets } from './account-secrets.ts';
import * as members from './member-repository.ts';
import { hashPassword } from './password-hasher.ts';
import { linkIdentity, type SocialProvider } from './social-account-repository.ts';

export type { SocialProvider };

export interface RegistrationDeps {
  db: Database;
  clock: Clock;
  site: SiteService;
  secrets: AccountSecrets;
  phone: PhoneVerificationService;
  limiter: RateLimiter;
  /** Sign-up attempts per client address, local and social together. */
  perIp: RateRule;
}

/** Local sign-up, and the steps social sign-up shares with it. */
export interface RegistrationService {
  /** POST /auth/register: a general member with an id and a password; returns its id. */
  registerLocal(ip: string, body: RegisterRequest): Promise<number>;
  /** Counts a sign-up attempt from `ip` (429 past the limit); before anything is looked up. */
  countAttempt(ip: string): Promise<void>;
  /**
   * Checks source, referral and phone (when the flags are on). The phone code is checked last because
   * checking spends one of its attempts.
   */
  checkSharedFields(fields: SharedSignUpFields): Promise<CheckedSignUp>;
  /** Creates the member (with a fresh api key) and its social link in one transaction; returns its id. */
  createMember(checked: CheckedSignUp, identity: NewIdentity): Promise<number>;
}

export function createRegistrationService(deps: RegistrationDeps): RegistrationService {
  const countAttempt = (ip: string) => deps.limiter.enforce(`register-ip:${ip}`, deps.perIp);
  return {
    checkSharedFields: (fields) => checkSharedFields(deps, fields),
    createMember: (checked, identity) => createMember(deps, checked, identity),
    countAttempt,
    async registerLocal(ip, body) {
      await countAttempt(ip);
      if (await members.loginIdTaken(deps.db, body.id, retiredIdsSince(deps.clock.now())))
        throw new ConflictError(MESSAGES.server.idTaken, 'ID_TAKEN');
      const checked = await checkSharedFields(deps, body);
      const passwordHash = await hashPassword(body.password);
      return createMember(deps, checked, { loginId: body.id, passwordHash, email: body.email });
    },
  };
}

/** A deleted member's id stays unavailable as long as the contracts and payments it names are kept. */
const retiredIdsSince = (now: Date) => yearsBefore(now, RETENTION.contractsAndPaymentsYears);

/** The fields general and social sign-up share (spec section 5: "same rules for source, code and phone"). */
export interface SharedSignUpFields {
  registerWhere: string;
  phoneNumber: string;
  sendCode: string;
  referral: string;
}

/** Shared fields after their checks: what the member row gets, and the phone code to use up. */
export interface CheckedSignUp {
  registerWhere: string;
  referredBy: number | null;
  phone: { number: string; codeHash: string } | null;
}

export interface NewIdentity {
  loginId: string;
  passwordHash: string | null;
  email: string | null;
  social?: { provider: SocialProvider; providerUserId: string };
}

async function checkSharedFields(deps: RegistrationDeps, fields: SharedSignUpFields): Promise<CheckedSignUp> {
  const { db } = deps;
  const settings = await deps.site.settingsMap();
  // No source chosen is fine only while the store offers none: an empty list never blocks a sign-up.
  const sourceProblem = fields.registerWhere
    ? !(await members.registerSourceExists(db, fields.registerWhere))
    : registerWhereIssue('', await members.countVisibleRegisterSources(db)) !== null;
  if (sourceProblem) throw new BadRequestError(MESSAGES.register.registerWhereRequired);
  let referredBy: number | null = null;
  if (isEnabled(settings, 'ENABLE_REFERRAL') && fields.referral) {
    referredBy = await members.findReferrerId(db, fields.referral);
    if (referredBy === null) throw new BadRequestError(AUTH_MESSAGES.referral.unknown);
  }
  if (!isEnabled(settings, 'ENABLE_PHONE_NUMBER'))
    return { registerWhere: fields.registerWhere, referredBy, phone: null };

  const problem =
    phoneVerificationError({ phoneNumber: fields.phoneNumber, sendCode: fields.sendCode, codeSent: true }) ??
    (phoneNumberSchema.safeParse(fields.phoneNumber).success ? null : MESSAGES.register.phoneInvalid);
  if (problem) throw new BadRequestError(problem);
  if (await members.phoneNumberExists(db, fields.phoneNumber)) {
    throw new ConflictError(MESSAGES.phone.conflict, 'PHONE_TAKEN');
  }
  const codeHash = await deps.phone.check(fields.phoneNumber, fields.sendCode);
  return { registerWhere: fields.registerWhere, referredBy, phone: { number: fields.phoneNumber, codeHash } };
}

async function createMember(
  deps: RegistrationDeps,
  checked: CheckedSignUp,
  identity: NewIdentity,
): Promise<number> {
  const apiKey = deps.secrets.newApiKey();
  try {
    return await deps.db.transaction(async (tx) => {
      if (checked.phone) await deps.phone.consume(tx, checked.phone.number, checked.phone.codeHash);
      const { id } = await members.insertMember(tx, {
        loginId: identity.loginId,
        passwordHash: identity.passwordHash,
        email: identity.email,
        phoneNumber: checked.phone?.number ?? null,
        registerWhere: checked.registerWhere,
        referredBy: checked.referredBy,
        apiKeyHash: apiKey.hash,
        apiKeyCipher: apiKey.cipher,
      });
      if (identity.social)
        await linkIdentity(tx, identity.social.provider, identity.social.providerUserId, id);
      return id;
    });
  } catch (error) {
    // The checks above ran before the transaction; a concurrent sign-up can still take the same id,
    // number or identity, and the unique constraints are what decide.
    if (!isUniqueViolation(error)) throw error;
    const constraint = violatedConstraint(error);
    if (constraint.includes('phone_number')) throw new ConflictError(MESSAGES.phone.conflict, 'PHONE_TAKEN');
    if (constraint.startsWith('social_accounts'))
      throw new ConflictError(AUTH_MESSAGES.social.alreadyLinked, 'SOCIAL_LINKED');
    throw new ConflictError(MESSAGES.server.idTaken, 'ID_TAKEN');
  }
}
