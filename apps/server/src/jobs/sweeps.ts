import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createAuditService } from '../modules/audit/audit-service.ts';
import { createMemberDirectoryService } from '../modules/auth/member-directory-service.ts';
import { expirePointRequests } from '../modules/points/point-decision-service.ts';
import { createProviderImportServices } from '../modules/provider-import/provider-import-services.ts';
import { createFulfilmentServices } from '../modules/fulfilment/fulfilment-services.ts';
import { fulfilmentSweeps } from '../modules/fulfilment/fulfilment-sweeps.ts';
import { createNotificationDelivery } from '../modules/notifications/notification-delivery.ts';
import { createOperatorNotifier } from '../modules/notifications/operator-notifier.ts';
import type { MetricsService } from '../modules/ops/metrics-service.ts';
import { createRateLimiter, databaseRateStore } from '../modules/rate-limit/rate-limiter.ts';
import { startJobRunner, type JobLogger, type JobRunner, type Sweep } from './job-runner.ts';

/** What sweeps may use; extend it when a sweep needs more. */
export interface SweepDeps {
  db: Database;
  clock: Clock;
  config: Config;
  log: JobLogger;
  /** Times every run; the server passes the app's, so /metrics shows the sweeps too. */
  metrics?: MetricsService;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every background sweep of the server, with the services they use built once here and reused by
 * every run. Adding a sweep is adding one entry here.
 */
export function buildSweeps(deps: SweepDeps): Sweep[] {
  const { db, clock } = deps;
  const rateLimiter = createRateLimiter(databaseRateStore(db), clock);
  const { metrics } = deps;
  const notifier = createOperatorNotifier(deps);
  const notifications = createNotificationDelivery(deps);
  const members = createMemberDirectoryService({ db });
  const audit = createAuditService({ db, clock, members });
  const { priceSync } = createProviderImportServices({ ...deps, audit, members });
  const sweeps: Sweep[] = [
    {
      name: 'expire-point-requests',
      run: async () => {
        const expired = await expirePointRequests(db, clock.now());
        if (expired > 0) metrics?.topUpDecided('expired', 'sweep', expired);
        return expired;
      },
    },
    // Login and phone-code windows are minutes long; a day-old bucket can never count again.
    { name: 'prune-rate-limits', run: () => rateLimiter.prune(new Date(clock.now().getTime() - DAY_MS)) },
    ...fulfilmentSweeps(createFulfilmentServices({ ...deps, notifier })),
    { name: 'deliver-operator-notifications', run: () => notifications.deliverDue() },
    // Re-reads each provider's rates every PRICE_SYNC_INTERVAL_MS (docs/decisions/operator-console.md).
    { name: 'sync-provider-prices', run: () => priceSync.syncDue() },
  ];
  return metrics ? sweeps.map((sweep) => timedSweep(sweep, metrics)) : sweeps;
}

/** Records each run's duration, outcome and the rows it handled (a sweep returning a number). */
function timedSweep(sweep: Sweep, metrics: MetricsService): Sweep {
  return {
    name: sweep.name,
    async run() {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        const result = await sweep.run();
        metrics.sweepRun(
          { sweep: sweep.name, outcome: 'ok' },
          seconds(),
          typeof result === 'number' ? result : null,
        );
        return result;
      } catch (error) {
        metrics.sweepRun({ sweep: sweep.name, outcome: 'failed' }, seconds(), null);
        throw error;
      }
    },
  };
}

/** Starts every sweep every JOBS_INTERVAL_MS; server.ts calls this after listen and stops it on shutdown. */
export function startJobs(deps: SweepDeps): JobRunner {
  return startJobRunner(buildSweeps(deps), { intervalMs: deps.config.JOBS_INTERVAL_MS, log: deps.log });
}
