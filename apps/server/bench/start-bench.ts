/**
 * `npm run bench:start`: how long a second start of the embedded demo shop takes, as `npm start`
 * runs it. A first start (`node scripts/start.mjs` on a fresh DATA_DIR: builds if stale, initdb,
 * migrations, demo catalogue and operator) prepares the store; then BENCH_RUNS (default 5) second
 * starts each time spawn → the first 200 of GET /api/health, then the first 200 of GET
 * /api/service/services (the catalogue the order page reads first), and read the server's CPU time
 * (user + system, /proc/<pid>/stat) at that first answer, which depends less on the host's load
 * than the wall time, and its resident memory BENCH_IDLE_SECONDS (default 3) later.
 * BENCH_PROFILE_DIR: every second start also writes a V8 CPU profile (`node --cpu-prof`) there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { freePort } from './bench-setup.ts';
import { ROOT } from './memory-server.ts';
import { quantile, renderTable } from './stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 3);
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR ? path.resolve(process.env.BENCH_PROFILE_DIR) : undefined;
const POLL_MS = 10;
/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

interface Started {
  child: ChildProcess;
  port: number;
  exited: Promise<void>;
  logFile: string;
}

function startServer(dataDir: string, logFile: string, port: number, profile: boolean): Started {
  const logFd = openSync(logFile, 'w');
  const flags = profile && PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : [];
  const child = spawn(process.execPath, [...flags, 'scripts/start.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', logFd, logFd],
    // What `npm start` gets from a new user's shell: no DATABASE_URL, the embedded demo shop.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
  });
  closeSync(logFd);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, port, exited, logFile };
}

/** Polls `url` until it answers 200; the time it did (performance.now()). */
async function firstOk(server: Started, pathName: string, deadlineMs: number): Promise<number> {
  const deadline = performance.now() + deadlineMs;
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited early:\n${readFileSync(server.logFile, 'utf8')}`);
    const ok = await fetch(`http://127.0.0.1:${server.port}${pathName}`).then(
      async (r) => {
        await r.arrayBuffer();
        return r.status === 200;
      },
      () => false,
    );
    if (ok) return performance.now();
    if (performance.now() > deadline) throw new Error(`${pathName} did not answer within ${deadlineMs} ms`);
    await sleep(POLL_MS);
  }
}

function cpuSeconds(pid: number): number {
  // Fields after the command name "(...)": state is field 3, utime 14 and stime 15.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function stop(server: Started): Promise<void> {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  await server.exited;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'start-bench-'));
  if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
  const logFile = path.join(tmpdir(), 'start-bench.log');
  try {
    console.log(`Node ${process.version}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB`);
    console.log(`first start (builds if stale, creates the store) ... load average ${load()}`);
    const firstStarted = performance.now();
    const first = startServer(dataDir, logFile, await freePort(), false);
    const firstAt = await firstOk(first, '/api/health', 600_000);
    await firstOk(first, '/api/service/services', 60_000);
    await stop(first);
    console.log(`first start: ${((firstAt - firstStarted) / 1000).toFixed(2)} s to /api/health`);

    const rows: string[][] = [['run', 'load avg (1 min)', 'health s', 'services s', 'cpu s', 'idle MB']];
    const health: number[] = [];
    const cpu: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const port = await freePort();
      await sleep(1000); // the last run's exit, settled
      const before = loadavg()[0]!;
      const started = performance.now();
      const server = startServer(dataDir, logFile, port, true);
      const healthAt = await firstOk(server, '/api/health', 120_000);
      const cpuAt = cpuSeconds(server.child.pid ?? 0);
      const servicesAt = await firstOk(server, '/api/service/services', 60_000);
      await sleep(IDLE_SECONDS * 1000);
      const rss = rssMb(server.child.pid ?? 0);
      await stop(server);
      const seconds = (healthAt - started) / 1000;
      health.push(seconds);
      cpu.push(cpuAt);
      rows.push([
        String(run),
        before.toFixed(2),
        seconds.toFixed(2),
        ((servicesAt - started) / 1000).toFixed(2),
        cpuAt.toFixed(2),
        rss.toFixed(0),
      ]);
    }
    const sorted = [...health].sort((a, b) => a - b);
    const sortedCpu = [...cpu].sort((a, b) => a - b);
    console.log(renderTable(rows));
    console.log(
      `second start to /api/health: median ${quantile(sorted, 0.5).toFixed(2)} s, worst ` +
        `${(sorted.at(-1) ?? Number.NaN).toFixed(2)} s; CPU median ${quantile(sortedCpu, 0.5).toFixed(2)} s; ` +
        `load average now ${load()}`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
