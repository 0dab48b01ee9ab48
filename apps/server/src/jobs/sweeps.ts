import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createAuditService } from '../modules/audit/audit-service.ts';
import { createMemberDirectoryService } from '../modules/auth/member-directory-service.ts';
import { pruneIdempotencyKeys } from '../modules/idempotency/idempotency-service.ts';
import { expirePointRequests } from '../modules/points/point-decision-service.ts';
import { createProviderImportServices } from '../modules/provider-import/provider-import-services.ts';
import { createFulfilmentServices } from '../modules/fulfilment/fulfilment-services.ts';
import { fulfilmentSweeps } from '../modules/fulfilment/fulfilment-sweeps.ts';
import { createNotificationDelivery } from '../modules/notifications/notification-delivery.ts';
import { createOperatorNotifier } from '../modules/notifications/operator-notifier.ts';
import type { MetricsService } from '../modules/ops/metrics-service.ts';
import { createRateLimiter, databaseRateStore } from '../modules/rate-limit/rate-limiter.ts';
import { backupIfDue } from '../modules/backup/backup-service.ts';
import { createGradeService } from '../modules/marketing/grade-service.ts';
import { createRetentionService } from '../modules/retention/retention-service.ts';
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
  const retention = createRetentionService({ db, clock });
  const grades = createGradeService({ db, clock, audit });
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
    // A reseller's Idempotency-Key holds its first answer for 24 hours (docs/decisions/idempotency.md).
    { name: 'prune-idempotency-keys', run: () => pruneIdempotencyKeys(db, clock) },
    ...fulfilmentSweeps(createFulfilmentServices({ ...deps, notifier })),
    { name: 'deliver-operator-notifications', run: () => notifications.deliverDue() },
    // Re-reads each provider's rates every PRICE_SYNC_INTERVAL_MS (docs/decisions/operator-console.md).
    { name: 'sync-provider-prices', run: () => priceSync.syncDue() },
    // Members' grades from their spend over the period (docs/decisions/growth-levers.md).
    { name: 'recalculate-member-grades', run: () => grades.recalculateIfDue() },
    // Deletes what the terms' retention periods no longer allow us to keep (retention-and-backups.md).
    { name: 'retention', run: () => retention.runIfDue() },
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
