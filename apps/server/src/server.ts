import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import { startJobs } from './jobs/sweeps.ts';
import { resolveJwtSecret } from './secrets.ts';
import { closeHttpServer, gracefulShutdown } from './shutdown.ts';
import { createMetricsService } from './modules/ops/metrics-service.ts';
import { prepareDatabase } from './startup.ts';

/** Longer than a provider call's timeout (15 s), so a sweep waiting on a provider can finish. */
const SHUTDOWN_DEADLINE_MS = 25_000;
/**
 * The sweeps' first runs wait this long after listen (or one JOBS_INTERVAL_MS if shorter). Started
 * with the port, they all ran back to back before the first requests were even read: the embedded
 * database runs a query synchronously, so the burst held the first answers back by up to a second.
 */
const FIRST_SWEEPS_DELAY_MS = 1000;

async function main(): Promise<void> {
  const config = loadConfig();
  // Before the app (and its logger) exists: the demo operator's login goes straight to stdout.
  const db = await prepareDatabase(config, (message) => process.stdout.write(`${message}\n`));
  // One registry for the app and its sweeps, so /metrics shows both; the sweeps run the app's services.
  const metrics = createMetricsService();
  const app = await buildApp({ config, db, jwtSecret: resolveJwtSecret(config), metrics });

  let jobs: JobRunner | undefined = undefined; // started shortly after listen
  let jobsStart: NodeJS.Timeout | undefined = undefined;
  const shutdown = gracefulShutdown({
    closeHttp: () => closeHttpServer(app),
    // A sweep in flight finishes its transaction before the database goes away.
    stopJobs: async () => {
      clearTimeout(jobsStart);
      await jobs?.stop();
    },
    closeDatabase: () => db.close(),
    log: app.log,
    exit: (code) => process.exit(code),
    forceAfterMs: SHUTDOWN_DEADLINE_MS,
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  jobsStart = setTimeout(
    () => {
      jobs = startJobs({ db, clock: systemClock, config, log: app.log, metrics, services: app.services });
    },
    Math.min(FIRST_SWEEPS_DELAY_MS, config.JOBS_INTERVAL_MS),
  );
  app.log.info(`storefront ready on http://localhost:${config.PORT}/order (${db.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
