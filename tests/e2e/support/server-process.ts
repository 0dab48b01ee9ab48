import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export function buildWeb(): void {
  // vitest sets NODE_ENV=test, which would make vite bundle React's development build; the browser
  // suite and the bundle budget must see what `npm start` serves.
  const result = spawnSync('npm', ['run', 'build', '-w', '@smm/web'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`web build failed:\n${result.stdout}\n${result.stderr}`);
}

export interface RunningServer {
  baseUrl: string;
  /** Everything the server wrote to stdout and stderr so far (its JSON log lines). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the real server (`apps/server/src/server.ts`) on a free port with a private embedded database. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'smm-e2e-'));
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Links in mails (password reset) point at this server.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Every journey signs up its own members, all from 127.0.0.1: more than an hour's
      // default for one address (the limit itself is tested in the server suite).
      RATE_LIMIT_REGISTRATIONS_PER_HOUR: '1000',
      // The journeys' provider is the standalone simulator on 127.0.0.1, a private address.
      PROVIDER_ALLOW_PRIVATE_ADDRESSES: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // PGlite migrates on start-up; on a shared, busy CPU that alone can take a minute.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/service/settings`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running behind a failed setup (nothing would ever stop it).
      child.kill('SIGTERM');
      throw new Error(`server did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
