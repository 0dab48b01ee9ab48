import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './bench-setup.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface MemoryServer {
  port: number;
  pid: number;
  /** Milliseconds from spawning `node scripts/start.mjs` to the first answer of GET /order. */
  startMs: number;
  /** Resident memory of the server process now, in MB (VmRSS from /proc). */
  rssMb(): number;
  stop(): Promise<void>;
}

/**
 * Starts the server exactly as `npm start` runs it (node scripts/start.mjs: the compiled server in
 * that one process) and waits for its first answer. Its log goes to a file, shown if it dies.
 */
export async function startMemoryServer(env: Record<string, string>, logFile: string): Promise<MemoryServer> {
  const port = await freePort();
  const logFd = openSync(logFile, 'w');
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', logFd, logFd],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...env },
  });
  closeSync(logFd);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${readFileSync(logFile, 'utf8')}`);
    const ok = await fetch(`http://127.0.0.1:${port}/order`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('server did not start within 180 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  const startMs = performance.now() - started;
  return {
    port,
    pid: child.pid!,
    startMs,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
