import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { createRateLimiter, memoryRateStore, type RateRule, type RateStore } from './rate-limiter.ts';

// `consumeNow`, the limiter's answer without a wait (a request answered before Fastify): it counts
// only a hit it admits, so the rule holds with `consume` beside it (the database's own store:
// rate-limits.test.ts, leased-rate-limiter.test.ts).
const rule: RateRule = { max: 3, windowMs: 60_000 };

describe('a limiter in memory', () => {
  it('admits at once up to the rule, and counts nothing it does not admit', async () => {
    const clock = manualClock();
    const limiter = createRateLimiter(memoryRateStore(), clock);
    expect([1, 2, 3].map(() => limiter.consumeNow('k', rule))).toEqual([true, true, true]);
    expect(limiter.consumeNow('k', rule)).toBe(false);
    expect(limiter.consumeNow('k', rule)).toBe(false);
    // The refusals above were not counted: the next hit is the fourth.
    expect(await limiter.consume('k', rule)).toMatchObject({ allowed: false, hits: 4 });
    expect(limiter.consumeNow('other', rule)).toBe(true);
    clock.advance(rule.windowMs);
    expect(limiter.consumeNow('k', rule)).toBe(true);
    expect(await limiter.consume('k', rule)).toMatchObject({ allowed: true, hits: 2 });
  });
});

describe('a limiter on a store that cannot answer at once', () => {
  it('never admits at once and counts nothing', async () => {
    const counted: string[] = [];
    const store: RateStore = {
      ...memoryRateStore(),
      countHitNow: undefined,
      countHit: async (bucket, now) => {
        counted.push(bucket);
        return { hits: counted.length, windowStart: now };
      },
    };
    const limiter = createRateLimiter(store, manualClock());
    expect(limiter.consumeNow('k', rule)).toBe(false);
    expect(counted).toEqual([]);
    expect((await limiter.consume('k', rule)).allowed).toBe(true);
    expect(counted).toEqual(['k']);
  });
});
