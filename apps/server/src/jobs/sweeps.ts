import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { expirePointRequests } from '../modules/points/point-decision-service.ts';
import { FULFILMENT_SWEEPS } from '../modules/fulfilment/fulfilment-sweeps.ts';
import { createRateLimiter } from '../modules/auth/rate-limiter.ts';
import { startJobRunner, type JobLogger, type JobRunner, type Sweep } from './job-runner.ts';

/** What sweeps may use; extend it when a sweep needs more (e.g. the provider registry). */
export interface SweepDeps {
  db: Database;
  clock: Clock;
  config: Config;
  log: JobLogger;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every background sweep of the server. Adding one is adding one line here. */
const SWEEPS: ReadonlyArray<readonly [name: string, run: (deps: SweepDeps) => Promise<unknown>]> = [
  ['expire-point-requests', (d) => expirePointRequests(d.db, d.clock.now())],
  // Login and phone-code windows are minutes long; a day-old bucket can never count again.
  [
    'prune-rate-limits',
    (d) => createRateLimiter(d.db, d.clock).prune(new Date(d.clock.now().getTime() - DAY_MS)),
  ],
  ...FULFILMENT_SWEEPS,
];

export function buildSweeps(deps: SweepDeps): Sweep[] {
  return SWEEPS.map(([name, run]) => ({ name, run: () => run(deps) }));
}

/** Starts every sweep every JOBS_INTERVAL_MS; server.ts calls this after listen and stops it on shutdown. */
export function startJobs(deps: SweepDeps): JobRunner {
  return startJobRunner(buildSweeps(deps), { intervalMs: deps.config.JOBS_INTERVAL_MS, log: deps.log });
}
