import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { AppServices } from '../app-services.ts';
import { pruneIdempotencyKeys } from '../modules/idempotency/idempotency-service.ts';
import { expirePointRequests } from '../modules/points/point-decision-service.ts';
import { fulfilmentSweeps } from '../modules/fulfilment/fulfilment-sweeps.ts';
import type { MetricsService } from '../modules/ops/metrics-service.ts';
import { backupIfDue } from '../modules/backup/backup-service.ts';
import { startJobRunner, type JobLogger, type JobRunner, type Sweep } from './job-runner.ts';

/** The services the sweeps run, the app's own (createAppServices); extend it when a sweep needs more. */
export type SweepServices = Pick<
  AppServices,
  | 'limiter'
  | 'fulfilment'
  | 'refillSync'
  | 'providerBalances'
  | 'notifications'
  | 'priceSync'
  | 'marketing'
  | 'retention'
  | 'dashboard'
>;

/** What sweeps may use; `db` and `clock` are the ones the services were built with. */
export interface SweepDeps {
  db: Database;
  clock: Clock;
  config: Config;
  log: JobLogger;
  /** The server passes its app's (`app.services`), so the sweeps and the routes share each service. */
  services: SweepServices;
  /** Times every run; the server passes the app's, so /metrics shows the sweeps too. */
  metrics?: MetricsService;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every background sweep of the server, each running a service of the app's (built once, in
 * app-services.ts). Adding a sweep is adding one entry here.
 */
export function buildSweeps(deps: SweepDeps): Sweep[] {
  const { db, clock, metrics } = deps;
  const {
    limiter,
    fulfilment,
    refillSync,
    providerBalances,
    notifications,
    priceSync,
    marketing,
    retention,
    dashboard,
  } = deps.services;
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
    { name: 'prune-rate-limits', run: () => limiter.prune(new Date(clock.now().getTime() - DAY_MS)) },
    // A reseller's Idempotency-Key holds its first answer for 24 hours (docs/decisions/idempotency.md).
    { name: 'prune-idempotency-keys', run: () => pruneIdempotencyKeys(db, clock) },
    ...fulfilmentSweeps(fulfilment),
    // Refill statuses (refill_status) and the end of refill and cancel requests (refill-cancel.md).
    { name: 'sync-order-requests', run: () => refillSync.syncRequests() },
    // Each enabled provider's balance every PROVIDER_BALANCE_INTERVAL_MS, with the low-balance notice.
    { name: 'refresh-provider-balances', run: () => providerBalances.refreshDue() },
    { name: 'deliver-operator-notifications', run: () => notifications.deliverDue() },
    // Re-reads each provider's rates every PRICE_SYNC_INTERVAL_MS (docs/decisions/operator-console.md).
    { name: 'sync-provider-prices', run: () => priceSync.syncDue() },
    // Members' grades from their spend over the period (docs/decisions/growth-levers.md).
    { name: 'recalculate-member-grades', run: () => marketing.grades.recalculateIfDue() },
    // Deletes what the terms' retention periods no longer allow us to keep (retention-and-backups.md).
    { name: 'retention', run: () => retention.runIfDue() },
    // The dashboard's closed days, stored once per store a chunk at a time, so the first long
    // period asked for after an upgrade or a stop finds them (modules/dashboard/day-figures.ts).
    { name: 'store-dashboard-days', run: () => dashboard.storeClosedDays() },
    ...scheduledBackup(deps),
  ];
  return metrics ? sweeps.map((sweep) => timedSweep(sweep, metrics)) : sweeps;
}

/**
 * BACKUP_INTERVAL_HOURS: the server backs its own database up. For the embedded database this is
 * the way to back up while it runs (only the owning process may read it); it checks BACKUP_DIR's
 * newest file, so a restart does not back up again at once.
 */
function scheduledBackup({ db, clock, config }: SweepDeps): Sweep[] {
  const hours = config.BACKUP_INTERVAL_HOURS;
  if (!hours) return [];
  return [
    {
      name: 'scheduled-backup',
      run: async () => {
        const target = { db, databaseUrl: config.DATABASE_URL, dir: config.BACKUP_DIR, now: clock.now() };
        return (await backupIfDue(target, hours, config.BACKUP_KEEP)) ? 1 : 0;
      },
    },
  ];
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
