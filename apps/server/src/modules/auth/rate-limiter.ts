import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/database.ts';

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

/** Fixed-window counters in `rate_limit_buckets`, timed by the Clock, shared by every process. */
export function createRateLimiter(db: Queryable, clock: Clock): RateLimiter {
  return {
    async consume(bucket, rule) {
      const { rows } = await db.query<{ hits: number }>(
        `INSERT INTO rate_limit_buckets AS b (bucket, window_start, hits) VALUES ($1, $2, 1)
         ON CONFLICT (bucket) DO UPDATE SET
           hits = CASE WHEN b.window_start <= $2::timestamptz - make_interval(secs => $3) THEN 1 ELSE b.hits + 1 END,
           window_start = CASE WHEN b.window_start <= $2::timestamptz - make_interval(secs => $3)
                               THEN $2::timestamptz ELSE b.window_start END
         RETURNING hits`,
        [bucket, clock.now(), rule.windowMs / 1000],
      );
      return (rows[0]?.hits ?? 1) <= rule.max;
    },
    async refund(bucket) {
      await db.query('UPDATE rate_limit_buckets SET hits = GREATEST(hits - 1, 0) WHERE bucket = $1', [
        bucket,
      ]);
    },
    async reset(bucket) {
      await db.query('DELETE FROM rate_limit_buckets WHERE bucket = $1', [bucket]);
    },
    async prune(before) {
      const { rowCount } = await db.query('DELETE FROM rate_limit_buckets WHERE window_start < $1', [before]);
      return rowCount;
    },
  };
}
