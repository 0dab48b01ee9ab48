import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/database.ts';
import * as repo from './rate-limit-repository.ts';

export interface RateRule {
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /**
   * Counts one hit in `bucket` and says whether it is within the rule. Counting first and checking
   * the returned count makes the limit hold under concurrency (no read-then-write gap).
   */
  consume(bucket: string, rule: RateRule): Promise<boolean>;
  /** Gives one hit back (a login that succeeded should not count against the IP). */
  refund(bucket: string): Promise<void>;
  /** Forgets the bucket (a successful login clears the failures of that id). */
  reset(bucket: string): Promise<void>;
  /** Deletes buckets whose window started before `before` (for a periodic sweep). */
  prune(before: Date): Promise<number>;
}

/**
 * Fixed-window counters in `rate_limit_buckets`, timed by the Clock, shared by every process. Below
 * the modules that use it (auth, sms, social) and the sweeps, so none of them imports another for it.
 */
export function createRateLimiter(db: Queryable, clock: Clock): RateLimiter {
  return {
    async consume(bucket, rule) {
      return (await repo.countHit(db, bucket, clock.now(), rule.windowMs / 1000)) <= rule.max;
    },
    refund: (bucket) => repo.giveHitBack(db, bucket),
    reset: (bucket) => repo.deleteBucket(db, bucket),
    prune: (before) => repo.deleteBucketsBefore(db, before),
  };
}
