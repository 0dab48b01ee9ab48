import type { Clock } from '../clock.ts';
import {
  enforceWith,
  retryAfterSeconds,
  type RateDecision,
  type RateLimiter,
  type RateRule,
  type RateStore,
} from '../modules/rate-limit/rate-limiter.ts';

/** This process's share of one bucket's current window. */
interface Lease {
  windowStart: Date;
  windowEnd: number;
  /** Hits leased and not used yet. */
  left: number;
  /** The shared count (every process's leases) after this process's last lease. */
  counted: number;
  /** The size of the next lease. */
  next: number;
  /** The shared count has reached the rule: no lease grants anything before the window ends. */
  full: boolean;
}

/** A lease is at most this share of the rule: what one process can hold unused (see rate-limits.md). */
const LEASE_SHARE = 16;
/** Hits between two sweeps of the leases whose window has ended (the map stays bounded). */
const SWEEP_EVERY = 1_000;

/**
 * The same fixed windows as `createRateLimiter` over a shared store, without a write per hit: each
 * process leases blocks of hits (one upsert adding the block's size, 1, 2, 4, … up to a sixteenth
 * of the rule) and admits locally while its block lasts. A lease grants only what is left under the
 * rule in the shared count, so all processes together never admit more than the rule; a process's
 * unused block can make another refuse a little early (docs/decisions/rate-limits.md, "Leases").
 * Once the shared count is full, refusals (429 with Retry-After) need no round trip either.
 */
export function createLeasedRateLimiter(store: RateStore, clock: Clock): RateLimiter {
  const leases = new Map<string, Lease>();
  /** The lease being taken per bucket: every hit that finds none left waits for this one. */
  const taking = new Map<string, Promise<void>>();
  let sinceSweep = 0;

  const sweep = (now: number) => {
    for (const [bucket, lease] of leases) if (lease.windowEnd <= now) leases.delete(bucket);
  };

  const take = async (bucket: string, rule: RateRule, now: Date, current: Lease | undefined) => {
    const size = current?.next ?? 1;
    const { hits, windowStart } = await store.countHit(bucket, now, rule.windowMs / 1000, size);
    const granted = Math.min(size, Math.max(0, rule.max - (hits - size)));
    const latest = leases.get(bucket);
    const same = latest && latest.windowStart.getTime() === windowStart.getTime() ? latest : undefined;
    leases.set(bucket, {
      windowStart,
      windowEnd: windowStart.getTime() + rule.windowMs,
      left: (same?.left ?? 0) + granted,
      counted: hits,
      next: Math.min(size * 2, Math.max(1, Math.floor(rule.max / LEASE_SHARE))),
      full: hits >= rule.max,
    });
  };

  const consume = async (bucket: string, rule: RateRule): Promise<RateDecision> => {
    if (++sinceSweep >= SWEEP_EVERY) {
      sinceSweep = 0;
      sweep(clock.now().getTime());
    }
    for (;;) {
      const now = clock.now();
      let lease = leases.get(bucket);
      if (lease && lease.windowEnd <= now.getTime()) {
        leases.delete(bucket);
        lease = undefined;
      }
      if (lease && lease.left > 0) {
        lease.left -= 1;
        const retry = retryAfterSeconds(rule, lease.windowStart, now);
        return { allowed: true, hits: lease.counted - lease.left, retryAfterSeconds: retry };
      }
      if (lease?.full) {
        const retry = retryAfterSeconds(rule, lease.windowStart, now);
        return { allowed: false, hits: lease.counted + 1, retryAfterSeconds: retry };
      }
      let pending = taking.get(bucket);
      if (!pending) {
        pending = take(bucket, rule, now, lease).finally(() => taking.delete(bucket));
        taking.set(bucket, pending);
      }
      await pending;
    }
  };

  return {
    consume,
    // What is left of this process's lease for the current window; taking a lease is a round trip.
    consumeNow(bucket) {
      const lease = leases.get(bucket);
      if (!lease || lease.left === 0 || lease.windowEnd <= clock.now().getTime()) return false;
      lease.left -= 1;
      return true;
    },
    enforce: enforceWith(consume),
    // The hit goes back to this process's lease, where it will be used again.
    async refund(bucket) {
      const lease = leases.get(bucket);
      if (lease) lease.left += 1;
    },
    async reset(bucket) {
      leases.delete(bucket);
      await store.deleteBucket(bucket);
    },
    async prune(before) {
      sweep(clock.now().getTime());
      return store.deleteBucketsBefore(before);
    },
  };
}
