import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../errors.ts';
import { manualClock } from '../../test/helpers/manual-clock.ts';
import { openTestDatabase, type TestDatabase } from '../../test/database/test-database.ts';
import { createLeasedRateLimiter } from './leased-rate-limiter.ts';
import {
  databaseRateStore,
  type RateLimiter,
  type RateRule,
  type RateStore,
} from '../modules/rate-limit/rate-limiter.ts';

// The reseller APIs' limiter on PostgreSQL (docs/decisions/rate-limits.md, "Leases"): two of them on
// one database stand for two server processes.
const clock = manualClock();
const rule: RateRule = { max: 100, windowMs: 60_000 };
let database: TestDatabase;
let writes = 0;
let store: RateStore;
beforeAll(async () => {
  database = await openTestDatabase('migrated');
  // The real table, with its statements counted.
  const table = databaseRateStore(database.db);
  store = {
    ...table,
    countHit(...args) {
      writes += 1;
      return table.countHit(...args);
    },
  };
});
afterAll(() => database.close());

/** `hits` concurrent hits on each limiter; how many each admitted, and the refusals. */
async function burst(limiters: RateLimiter[], bucket: string, hits: number) {
  const decisions = await Promise.all(
    limiters.map((limiter) => Promise.all(Array.from({ length: hits }, () => limiter.consume(bucket, rule)))),
  );
  return {
    admitted: decisions.map((list) => list.filter((d) => d.allowed).length),
    refused: decisions.flat().filter((d) => !d.allowed),
  };
}

describe('leased rate limits', () => {
  it('admit no more than the rule across processes, with far fewer writes than hits', async () => {
    const limiters = [createLeasedRateLimiter(store, clock), createLeasedRateLimiter(store, clock)];
    writes = 0;
    const { admitted, refused } = await burst(limiters, 'lease:shared', 150);
    // Both drained their leases: together exactly the rule, never more.
    expect(admitted[0]! + admitted[1]!).toBe(rule.max);
    expect(refused).toHaveLength(300 - rule.max);
    for (const decision of refused) {
      expect(decision.retryAfterSeconds).toBeGreaterThan(0);
      expect(decision.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    // Blocks of 1, 2, 4, then a sixteenth of the rule; a full window is refused from memory.
    expect(writes).toBeLessThan(40);
    const refusedWrites = writes;
    await burst(limiters, 'lease:shared', 10);
    expect(writes).toBe(refusedWrites);
  });

  it('open again in the next window', async () => {
    const limiters = [createLeasedRateLimiter(store, clock), createLeasedRateLimiter(store, clock)];
    // 120 hits for 100: one limiter may end the burst holding part of a block the other could have
    // used, so up to one block (a sixteenth of the rule) is refused early, never one too many admitted.
    const first = await burst(limiters, 'lease:next', 60);
    const admittedFirst = first.admitted[0]! + first.admitted[1]!;
    expect(admittedFirst).toBeLessThanOrEqual(rule.max);
    expect(admittedFirst).toBeGreaterThanOrEqual(rule.max - Math.floor(rule.max / 16));
    expect(first.refused).toHaveLength(120 - admittedFirst);
    clock.advance(rule.windowMs);
    // The next window forgets the blocks: both drain it, exactly the rule again.
    const { admitted } = await burst(limiters, 'lease:next', 150);
    expect(admitted[0]! + admitted[1]!).toBe(rule.max);
  });

  it('enforce throws the 429 with the seconds left in the window', async () => {
    const limiter = createLeasedRateLimiter(store, clock);
    const small: RateRule = { max: 2, windowMs: 60_000 };
    await limiter.enforce('lease:small', small);
    clock.advance(20_000);
    await limiter.enforce('lease:small', small);
    const refused = await limiter.enforce('lease:small', small).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect((refused as TooManyRequestsError).retryAfterSeconds).toBe(40);
  });

  it('admit at once only from what is left of a lease, never past the rule', async () => {
    const limiter = createLeasedRateLimiter(store, clock);
    const small: RateRule = { max: 40, windowMs: 60_000 };
    expect(limiter.consumeNow('lease:now', small)).toBe(false); // no lease: a round trip is needed
    let admitted = 0;
    let atOnce = 0;
    for (let i = 0; i < 60; i += 1) {
      if (limiter.consumeNow('lease:now', small)) atOnce += 1;
      else if ((await limiter.consume('lease:now', small)).allowed) admitted += 1;
    }
    expect(atOnce).toBeGreaterThan(0);
    expect(admitted + atOnce).toBe(small.max);
    clock.advance(small.windowMs);
    expect(limiter.consumeNow('lease:now', small)).toBe(false); // the lease ended with its window
  });
});
