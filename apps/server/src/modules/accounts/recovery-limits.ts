import type { RateRule } from '../rate-limit/rate-limiter.ts';

/**
 * Limits of '아이디 찾기' and '비밀번호 찾기'. Every request counts before anything is looked up, so
 * the limit answers (429) the same whether or not an id, number or address exists, and probing
 * ids or addresses goes no faster than these allow. A dependency so tests can provoke them.
 */
export interface RecoveryLimits {
  /** Every recovery request (both find-id ways, both reset ways, the reset link) per client IP. */
  perIp: RateRule;
  /** Mails asked for one address (id reminders and reset links together). */
  perEmail: RateRule;
  /** Reset requests for one id (links asked for and phone resets tried). */
  perId: RateRule;
  /** Recovery codes texted to one number (on top of the 60-second resend cooldown). */
  codesPerNumber: RateRule;
}

const HOUR = 60 * 60_000;

export const DEFAULT_RECOVERY_LIMITS: RecoveryLimits = {
  perIp: { max: 30, windowMs: HOUR },
  perEmail: { max: 5, windowMs: HOUR },
  perId: { max: 5, windowMs: HOUR },
  codesPerNumber: { max: 5, windowMs: HOUR },
};
