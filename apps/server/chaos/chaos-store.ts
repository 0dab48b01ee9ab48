import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../bench/bench-setup.ts';
import { PROVIDER_TIMEOUT_MS } from './chaos-upstreams.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OPERATOR = { id: 'chaosop', password: 'chaos-operator-pw' };
export const WEBHOOK_SECRET = 'chaos-webhook-secret-0123456789';
/** Short sweeps, so a run's orders settle in seconds; the status sync runs every 3 of them. */
const JOBS_INTERVAL_MS = 250;

/** Where the store keeps its data: a PostgreSQL database, or an embedded one's directory. */
export type ChaosDatabase = { url: string } | { dataDir: string };

export interface StoreProcess {
  url: string;
  /** SIGKILL, then start again on the same database and port; resolves once it answers. */
  killAndRestart(): Promise<void>;
  /** SIGTERM and wait for the exit (the sweeps finish their transactions first). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Resolves when the store answers (at once while it is up). */
  ready(): Promise<void>;
}

/**
 * The store as a child process (`src/server.ts` through tsx, as `npm run dev:server` runs it), so
 * it can be killed with SIGKILL mid-sweep and started again on the same database.
 */
export async function launchStore(database: ChaosDatabase, logFile: string): Promise<StoreProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let up: Promise<void> = Promise.resolve();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    ...('url' in database ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir }),
    JWT_SECRET: 'chaos-jwt-secret-that-is-long-enough-0123456789',
    ADMIN_ID: OPERATOR.id,
    ADMIN_PASSWORD: OPERATOR.password,
    DEMO_CATALOG: 'false',
    LOG_LEVEL: 'warn',
    JOBS_INTERVAL_MS: String(JOBS_INTERVAL_MS),
    PROVIDER_TIMEOUT_MS: String(PROVIDER_TIMEOUT_MS),
    PROVIDER_ALLOW_PRIVATE_ADDRESSES: 'true',
    PROVIDER_BALANCE_INTERVAL_MS: '5000',
    BANK_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // The run is a deliberate flood from a few members and one address: the abuse limits would answer 429s.
    RATE_LIMIT_API_PER_MINUTE: '1000000',
    RATE_LIMIT_ORDERS_PER_MINUTE: '1000000',
    RATE_LIMIT_REGISTRATIONS_PER_HOUR: '1000000',
    RATE_LIMIT_TOPUP_REQUESTS_PER_HOUR: '1000000',
  };

  const spawnStore = () => {
    const log = openSync(logFile, 'a');
    const started = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: SERVER_DIR,
      stdio: ['ignore', log, log],
      env,
    });
    closeSync(log);
    child = started;
    up = waitUntilAnswering(url, started, logFile);
    return up;
  };
  const exit = (process: ChildProcess) =>
    process.exitCode !== null || process.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => process.once('exit', () => resolve()));

  await spawnStore();
  return {
    url,
    async killAndRestart() {
      const running = child!;
      running.kill('SIGKILL');
      await exit(running);
      await spawnStore();
    },
    async stop() {
      const running = child;
      if (!running) return;
      running.kill('SIGTERM');
      await exit(running);
      child = null;
    },
    async start() {
      await spawnStore();
    },
    ready: () => up,
  };
}

async function waitUntilAnswering(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the store exited at start:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error('the store did not answer within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}
