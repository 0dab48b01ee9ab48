import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/database.ts';
import { TooManyRequestsError } from '../../errors.ts';
import * as repo from './rate-limit-repository.ts';
import type { WindowCount } from './rate-limit-repository.ts';

export interface RateRule {
  max: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  hits: number;
  /** Whole seconds until the window ends (at least 1): what `Retry-After` says. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /**
   * Counts one hit in `bucket` and says whether it is within the rule. Counting first and checking
   * the returned count makes the limit hold under concurrency (no read-then-write gap).
   */
  consume(bucket: string, rule: RateRule): Promise<RateDecision>;
  /**
   * Counts one hit and answers true when this process can admit it at once, without a wait (a
   * request answered before Fastify, fast-path/ready-reads.ts). False: nothing was counted, and `consume`
   * decides (a round trip is needed, or the hit would be refused).
   */
  consumeNow(bucket: string, rule: RateRule): boolean;
  /** `consume`, throwing the 429 (with its Retry-After) when the hit is over the rule. */
  enforce(bucket: string, rule: RateRule, message?: string): Promise<void>;
  /** Gives one hit back (a login that succeeded should not count against the IP). */
  refund(bucket: string): Promise<void>;
  /** Forgets the bucket (a successful login clears the failures of that id). */
  reset(bucket: string): Promise<void>;
  /** Deletes buckets whose window started before `before` (for a periodic sweep). */
  prune(before: Date): Promise<number>;
}

/** Where the fixed-window counts live. */
export interface RateStore {
  /** Counts `hits` (default one) and answers the window's hits after them. */
  countHit(bucket: string, now: Date, windowSeconds: number, hits?: number): Promise<WindowCount>;
  /**
   * Counts one hit when the window's hits stay within `max`, at once (true); else counts nothing
   * (false). Only a store in this process's memory can; absent on the database's.
   */
  countHitNow?(bucket: string, now: Date, windowSeconds: number, max: number): boolean;
  giveHitBack(bucket: string): Promise<void>;
  deleteBucket(bucket: string): Promise<void>;
  deleteBucketsBefore(before: Date): Promise<number>;
}

/** `rate_limit_buckets`: shared by every process on the database. */
export function databaseRateStore(db: Queryable): RateStore {
  return {
    countHit: (bucket, now, windowSeconds, hits) => repo.countHit(db, bucket, now, windowSeconds, hits),
    giveHitBack: (bucket) => repo.giveHitBack(db, bucket),
    deleteBucket: (bucket) => repo.deleteBucket(db, bucket),
    deleteBucketsBefore: (before) => repo.deleteBucketsBefore(db, before),
  };
}

/** Hits between two sweeps of the windows that have ended (the map stays bounded). */
const MEMORY_SWEEP_EVERY = 1_000;

/**
 * The same windows in this process's memory: exact only where one process serves every request,
 * i.e. on the embedded database, which one process holds. Used there for the reseller API's hot
 * path, where a write per request would cost the single database connection most of its time.
 */
export function memoryRateStore(): RateStore {
  const buckets = new Map<string, WindowCount & { windowMs: number }>();
  let sinceSweep = 0;
  const sweep = (now: number) => {
    for (const [bucket, b] of buckets)
      if (b.windowStart.getTime() + b.windowMs <= now) buckets.delete(bucket);
  };
  /** The bucket's window at `now`: the stored one while it lasts, else a new one with no hits. */
  const windowAt = (bucket: string, now: Date, windowSeconds: number) => {
    if (++sinceSweep >= MEMORY_SWEEP_EVERY) {
      sinceSweep = 0;
      sweep(now.getTime());
    }
    const windowMs = windowSeconds * 1000;
    const stored = buckets.get(bucket);
    if (stored && stored.windowStart.getTime() > now.getTime() - windowMs) return stored;
    const fresh = { hits: 0, windowStart: now, windowMs };
    buckets.set(bucket, fresh);
    return fresh;
  };
  return {
    async countHit(bucket, now, windowSeconds, hits = 1) {
      const window = windowAt(bucket, now, windowSeconds);
      window.hits += hits;
      return { hits: window.hits, windowStart: window.windowStart };
    },
    countHitNow(bucket, now, windowSeconds, max) {
      const window = windowAt(bucket, now, windowSeconds);
      if (window.hits >= max) return false;
      window.hits += 1;
      return true;
    },
    async giveHitBack(bucket) {
      const stored = buckets.get(bucket);
      if (stored) stored.hits = Math.max(stored.hits - 1, 0);
    },
    async deleteBucket(bucket) {
      buckets.delete(bucket);
    },
    async deleteBucketsBefore(before) {
      let deleted = 0;
      for (const [bucket, b] of buckets) {
        if (b.windowStart < before) {
          buckets.delete(bucket);
          deleted += 1;
        }
      }
      return deleted;
    },
  };
}

/**
 * Whole seconds until the window that started at `windowStart` ends (at least 1). Also for the one
 * statement that counts an order's hit itself (fulfilment/order-intake-repository.ts).
 */
export function retryAfterSeconds(rule: RateRule, windowStart: Date, now: Date): number {
  const left = windowStart.getTime() + rule.windowMs - now.getTime();
  return Math.max(1, Math.ceil(left / 1000));
}

/** `enforce` over a limiter's `consume`: the 429 (with its Retry-After) when the hit is over the rule. */
export function enforceWith(consume: RateLimiter['consume']): RateLimiter['enforce'] {
  return async (bucket, rule, message) => {
    const decision = await consume(bucket, rule);
    if (!decision.allowed) throw new TooManyRequestsError(message, decision.retryAfterSeconds);
  };
}

/**
 * Fixed-window counters timed by the Clock. Below the modules that use it (auth, sms, social,
 * orders, points, the reseller APIs) and the sweeps, so none of them imports another for it.
 */
export function createRateLimiter(store: RateStore, clock: Clock): RateLimiter {
  const consume = async (bucket: string, rule: RateRule): Promise<RateDecision> => {
    const now = clock.now();
    const { hits, windowStart } = await store.countHit(bucket, now, rule.windowMs / 1000);
    return { allowed: hits <= rule.max, hits, retryAfterSeconds: retryAfterSeconds(rule, windowStart, now) };
  };
  return {
    consume,
    consumeNow: (bucket, rule) =>
      store.countHitNow?.(bucket, clock.now(), rule.windowMs / 1000, rule.max) ?? false,
    enforce: enforceWith(consume),
    refund: (bucket) => store.giveHitBack(bucket),
    reset: (bucket) => store.deleteBucket(bucket),
    prune: (before) => store.deleteBucketsBefore(before),
  };
}
