import { execFileSync, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './bench-setup.ts';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const SERVER_DIR = path.resolve(BENCH_DIR, '..');

export interface RunningServer {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** Spawns `node <args>` and waits until `probe` answers 200; its output goes to `logFile`. */
async function spawnAndWait(
  args: string[],
  env: Record<string, string>,
  probe: string,
  logFile: string,
): Promise<RunningServer> {
  const port = await freePort();
  const logFd = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    stdio: ['ignore', logFd, logFd],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
  });
  closeSync(logFd);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${readFileSync(logFile, 'utf8')}`);
    const ok = await fetch(`http://127.0.0.1:${port}${probe}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline)
      throw new Error(`server did not start within 120 s:\n${readFileSync(logFile, 'utf8')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The compiled server (dist/server.js, what `npm start` runs), built first when its sources changed. */
export function startApp(env: Record<string, string>, logFile: string): Promise<RunningServer> {
  execFileSync(process.execPath, [path.join(SERVER_DIR, '../../scripts/build-server.mjs')], {
    stdio: 'inherit',
  });
  const appEnv = {
    NODE_ENV: 'production',
    // The background sweeps are not the reads being measured.
    JOBS_INTERVAL_MS: String(3_600_000),
    ...env,
  };
  return spawnAndWait(['dist/server.js'], appEnv, '/api/service/settings', logFile);
}

/** bare-server.ts answering each of `routesFile`'s paths with its bytes. */
export function startBare(routesFile: string, probe: string, logFile: string): Promise<RunningServer> {
  return spawnAndWait(
    ['--import', 'tsx', path.join(BENCH_DIR, 'bare-server.ts')],
    { BARE_ROUTES: routesFile },
    probe,
    logFile,
  );
}
