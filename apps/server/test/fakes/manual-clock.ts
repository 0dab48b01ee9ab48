import type { Clock } from '../../src/clock.ts';

/** A Clock that only moves when the test says so (backoff, simulator steps, auto-order intervals). */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

export function manualClock(start = new Date('2026-03-02T09:00:00.000Z')): ManualClock {
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
