import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import { startJobs } from './jobs/sweeps.ts';
import { resolveJwtSecret } from './secrets.ts';
import { prepareDatabase } from './startup.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await prepareDatabase(config);
  const app = await buildApp({ config, db, jwtSecret: resolveJwtSecret(config) });

  let jobs: JobRunner | undefined = undefined; // started after listen
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    // Let a sweep in flight finish its transaction before the database goes away.
    await jobs?.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  jobs = startJobs({ db, clock: systemClock, config, log: app.log });
  app.log.info(`storefront ready on http://localhost:${config.PORT}/order (${db.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
