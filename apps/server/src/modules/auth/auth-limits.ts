import type { RateRule } from '../rate-limit/rate-limiter.ts';

/** Abuse limits of the account endpoints. A dependency (not constants) so tests can provoke them quickly. */
export interface AuthLimits {
  /** Failed logins (and failed current-password checks) per login id. */
  loginPerId: RateRule;
  /** Failed logins per client IP, local and social. */
  loginPerIp: RateRule;
  /** Verification codes sent per client IP (each costs an SMS). */
  phoneSendPerIp: RateRule;
}

const MINUTE = 60_000;

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginPerId: { max: 10, windowMs: 15 * MINUTE },
  loginPerIp: { max: 50, windowMs: 15 * MINUTE },
  phoneSendPerIp: { max: 10, windowMs: 60 * MINUTE },
};
