import type { Clock } from '../../src/clock.ts';

/**
 * The one test clock: it only moves when the test says so (code and token expiry, rate-limit
 * windows, backoff, simulator steps, auto-order intervals, the order path's short read cache).
 */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

export function manualClock(start = new Date()): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(date) {
      current = date.getTime();
    },
  };
}
