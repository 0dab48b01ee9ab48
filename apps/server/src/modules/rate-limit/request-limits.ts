import type { Config } from '../../config.ts';
import type { RateRule } from './rate-limiter.ts';

/**
 * How often a caller may use the routes that cost us (or a provider) something, from the
 * RATE_LIMIT_* settings. Login and recovery keep their own failure budgets (auth-limits.ts,
 * recovery-limits.ts).
 */
export interface RequestLimits {
  /** Reseller API requests per API key. */
  apiPerKey: RateRule;
  /** Reseller API requests with an unknown key, per client address: stricter, nobody needs many. */
  apiInvalidKeyPerIp: RateRule;
  /** Orders per member, whichever way they come (order page, v1, v2). */
  ordersPerMember: RateRule;
  /** Sign-ups per client address. */
  registrationsPerIp: RateRule;
  /** API key renewals per member. */
  apiKeyRenewalsPerMember: RateRule;
  /** Top-up requests per member. */
  topupRequestsPerMember: RateRule;
  /** New 1:1 inquiries per member. */
  inquiriesPerMember: RateRule;
  /** Coupon redemption attempts per member. */
  couponRedeemsPerMember: RateRule;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export function requestLimitsFromConfig(config: Config): RequestLimits {
  return {
    apiPerKey: { max: config.RATE_LIMIT_API_PER_MINUTE, windowMs: MINUTE },
    apiInvalidKeyPerIp: { max: config.RATE_LIMIT_API_INVALID_KEY_PER_MINUTE, windowMs: MINUTE },
    ordersPerMember: { max: config.RATE_LIMIT_ORDERS_PER_MINUTE, windowMs: MINUTE },
    registrationsPerIp: { max: config.RATE_LIMIT_REGISTRATIONS_PER_HOUR, windowMs: HOUR },
    apiKeyRenewalsPerMember: { max: config.RATE_LIMIT_API_KEY_RENEWALS_PER_HOUR, windowMs: HOUR },
    topupRequestsPerMember: { max: config.RATE_LIMIT_TOPUP_REQUESTS_PER_HOUR, windowMs: HOUR },
    inquiriesPerMember: { max: config.RATE_LIMIT_INQUIRIES_PER_HOUR, windowMs: HOUR },
    couponRedeemsPerMember: { max: config.RATE_LIMIT_COUPON_REDEEMS_PER_HOUR, windowMs: HOUR },
  };
}
