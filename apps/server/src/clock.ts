/** The time source; services take it as a dependency so tests can move time (expiry, auto-order runs). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
