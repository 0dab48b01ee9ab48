import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Real processes, as production runs them: `src/server.ts` (what the bundle is built from) and the
// standalone provider simulator, both through tsx so the test needs no build step.
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** Everything the process wrote to stdout and stderr (its JSON log). */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A port nobody listens on right now (the child binds it a moment later). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function start(entry: string, env: Record<string, string>, ready: (output: string) => string | null) {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, entry)], {
    cwd: ROOT,
    env: { ...inherited, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      const found = ready(output);
      if (found) resolve(found);
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    void exited.then((code) => reject(new Error(`${entry} exited with ${code}: ${output}`)));
  });
  return url.then((found): ChildServer => ({
    url: found,
    process: child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  }));
}

export function startSimulatorProcess(env: Record<string, string>): Promise<ChildServer> {
  return start('apps/server/src/simulator/simulator-main.ts', { SIMULATOR_PORT: '0', ...env }, (output) => {
    return /(http:\/\/127\.0\.0\.1:\d+\/api\/v2)/.exec(output)?.[1] ?? null;
  });
}

export async function startServerProcess(env: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
  // Their provider is the standalone simulator on 127.0.0.1, a private address.
  return start(
    'apps/server/src/server.ts',
    { PROVIDER_ALLOW_PRIVATE_ADDRESSES: 'true', ...env, PORT: String(port) },
    (output) => (output.includes('storefront ready on') ? `http://127.0.0.1:${port}` : null),
  );
}
