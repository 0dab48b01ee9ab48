import type { RateRule } from '../rate-limit/rate-limiter.ts';

/** How an id that keeps failing is slowed down (never locked: its owner must still get in). */
export interface LoginDelayRule {
  /** Failures of the id (from anywhere) in the window before answers slow down. */
  freeFailures: number;
  /** The first delay; it doubles with every further failure. */
  baseMs: number;
  /** The cap of the delay. */
  maxMs: number;
  windowMs: number;
}

/**
 * Abuse limits of the account endpoints (docs/decisions/accounts.md, "Login limits"). A dependency
 * (not constants) so tests can provoke them quickly.
 */
export interface AuthLimits {
  /** Failed logins per id and client address: 429 for that pair only. */
  loginPerIdAndIp: RateRule;
  /**
   * Failed logins per client address across ids: past it a password login from the address is
   * checked only for an id that has not failed there, after the longest delay (rate-limits.md);
   * social logins count their own failures per address under the same rule.
   */
  loginPerIp: RateRule;
  /** Failed logins per known device (a device cookie of the id): replaces the two above for it. */
  loginPerDevice: RateRule;
  /** Failed logins per id alone: a growing delay, not a refusal. */
  loginIdDelay: LoginDelayRule;
  /** Failed current-password checks of change-password, per member. */
  currentPasswordPerMember: RateRule;
  /** Verification codes sent per client IP (each costs an SMS). */
  phoneSendPerIp: RateRule;
}

const MINUTE = 60_000;

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginPerIdAndIp: { max: 10, windowMs: 15 * MINUTE },
  loginPerIp: { max: 50, windowMs: 15 * MINUTE },
  loginPerDevice: { max: 10, windowMs: 15 * MINUTE },
  loginIdDelay: { freeFailures: 5, baseMs: 250, maxMs: 3_000, windowMs: 15 * MINUTE },
  currentPasswordPerMember: { max: 10, windowMs: 15 * MINUTE },
  phoneSendPerIp: { max: 10, windowMs: 60 * MINUTE },
};

/** The wait before checking the password, given the id's failures before this attempt. */
export function loginDelayMs(rule: LoginDelayRule, failuresBefore: number): number {
  const over = failuresBefore - rule.freeFailures;
  return over < 0 ? 0 : Math.min(rule.maxMs, rule.baseMs * 2 ** Math.min(over, 30));
}
