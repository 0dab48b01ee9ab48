/**
 * `npm run bench:memory`: resident memory of the server as `npm start` runs it, on the embedded
 * database and on PostgreSQL: idle after start-up, 5 s after a burst of orders, once the server has
 * finished the work the burst left (the sweeps submit every order to the built-in simulator provider
 * and sync it until it is final) and gone quiet, and the same after 10,000 more orders.
 * Environment: BENCH_DATABASE_URL, BENCH_SECONDS (the burst, default 10), BENCH_SETTLE_SECONDS (time
 * given to V8 once the server is quiet, default 30), BENCH_MAX_BUSY_SECONDS (how long to wait for it
 * to go quiet, default 300), BENCH_DATABASES ("pglite,postgres").
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemoProvider } from '../src/seed/demo-provider.ts';
import { seedDemoCatalog } from '../src/seed/demo-catalog.ts';
import { createBenchMembers, createBenchSchema } from './bench-setup.ts';
import { processCpuMs } from './cpu-usage.ts';
import { closedLoop, type PreparedRequest } from './http-load.ts';
import { ROOT, startMemoryServer } from './memory-server.ts';
import { renderTable } from './stats.ts';

const URL_TEXT = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 30);
const MAX_BUSY_SECONDS = Number(process.env.BENCH_MAX_BUSY_SECONDS ?? 300);
const QUIET_WINDOW_SECONDS = 5;
const QUIET_SHARE = 0.03;
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const SWEEP_ORDERS = 10_000;
const CONCURRENCY = 8;
const SERVICE_TEXT = '인스타그램 외국인 게시물 좋아요';
const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));

/** A migrated database with the demo catalogue mapped to the simulator, and members with points. */
interface Prepared {
  env: Record<string, string>;
  requests: PreparedRequest[];
  /** Counts orders by submission state once the server has stopped; then cleans up. */
  finish(): Promise<Record<string, number>>;
}

async function prepare(kind: string, jwtSecret: string): Promise<Prepared> {
  const common = {
    JWT_SECRET: jwtSecret,
    JOBS_INTERVAL_MS: '1000',
    LOG_LEVEL: 'warn',
    // The memory under load is measured, not the order limit: at its default (120 a minute per
    // member) a fast server answered most of the load and the 10,000 orders with 429s.
    RATE_LIMIT_ORDERS_PER_MINUTE: '1000000',
  };
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'memory-bench-'));
    const open = () => openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    const db = await open();
    const requests = await seed(db, jwtSecret, true);
    await db.close(); // one process at a time on an embedded database
    return {
      env: { ...common, DATA_DIR: dataDir },
      requests,
      async finish() {
        const again = await open();
        const counts = await countStates(again);
        await again.close();
        rmSync(dataDir, { recursive: true, force: true });
        return counts;
      },
    };
  }
  const bench = await createBenchSchema(URL_TEXT);
  const requests = await seed(bench.db, jwtSecret, false);
  return {
    env: {
      ...common,
      DATABASE_URL: URL_TEXT,
      PGOPTIONS: `-c search_path=${bench.schema}`,
      DEMO_CATALOG: 'false',
    },
    requests,
    async finish() {
      const counts = await countStates(bench.db);
      await bench.drop();
      return counts;
    },
  };
}

async function seed(db: Database, jwtSecret: string, migrateFirst: boolean): Promise<PreparedRequest[]> {
  if (migrateFirst) {
    await migrate(db);
    await seedDemoCatalog(db);
  }
  await seedDemoProvider(db);
  const { rows } = await db.query<{ id: number }>('SELECT id FROM services WHERE text = $1', [SERVICE_TEXT]);
  const members = await createBenchMembers(db, CONCURRENCY, jwtSecret);
  const body = Buffer.from(
    JSON.stringify({ serviceId: rows[0]!.id, link: 'https://www.instagram.com/p/bench/', amount: 100 }),
  );
  return members.map((m) => ({
    path: '/api/service/order',
    headers: {
      authorization: `Bearer ${m.token}`,
      'content-type': 'application/json',
      'content-length': String(body.length),
    },
    body,
  }));
}

async function countStates(db: Database): Promise<Record<string, number>> {
  const { rows } = await db.query<{ submit_state: string; n: number }>(
    'SELECT submit_state, count(*)::int AS n FROM orders GROUP BY submit_state ORDER BY 1',
  );
  return Object.fromEntries(rows.map((r) => [r.submit_state, r.n]));
}

/**
 * Waits until the server has finished the work a phase left it (submitting the orders to the
 * simulator, syncing them until they are final): its CPU stays under QUIET_SHARE of one core over a
 * QUIET_WINDOW. Then gives V8's memory reducer SETTLE_SECONDS, which returns the young generation and
 * compacts the old one only once the process has stopped allocating. Answers the seconds it took to
 * go quiet (NaN if it never did within MAX_BUSY_SECONDS; the memory is then read anyway).
 */
async function settle(pid: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const before = processCpuMs(pid);
    await sleep(QUIET_WINDOW_SECONDS);
    const share = (processCpuMs(pid) - before) / (QUIET_WINDOW_SECONDS * 1000);
    const busy = (performance.now() - started) / 1000;
    if (share < QUIET_SHARE || busy > MAX_BUSY_SECONDS) {
      await sleep(SETTLE_SECONDS);
      return share < QUIET_SHARE ? busy : Number.NaN;
    }
  }
}

const within = (mb: number, idle: number) => `${mb.toFixed(0)} (${mb <= idle * 1.2 ? 'within' : 'over'} 20%)`;

async function measure(kind: string): Promise<string[]> {
  const jwtSecret = randomBytes(32).toString('hex');
  const prepared = await prepare(kind, jwtSecret);
  const logFile = path.join(tmpdir(), `memory-bench-${kind}.log`);
  const server = await startMemoryServer(prepared.env, logFile);
  const orderLoad = (options: { seconds: number; maxRequests: number }) =>
    closedLoop(server.port, (i) => prepared.requests[i]!, { concurrency: CONCURRENCY, ...options });
  try {
    await sleep(5);
    const idle = server.rssMb();
    const load = await orderLoad({ seconds: LOAD_SECONDS, maxRequests: 200_000 });
    await sleep(5);
    const afterLoad = server.rssMb();
    const loadQuietAfter = await settle(server.pid);
    const loadSettled = server.rssMb();
    const sweep = await orderLoad({ seconds: 600, maxRequests: SWEEP_ORDERS });
    const sweepQuietAfter = await settle(server.pid);
    const sweepSettled = server.rssMb();
    await server.stop();
    const states = await prepared.finish();
    const statesText = Object.entries(states)
      .map(([state, n]) => `${state} ${n}`)
      .join(', ');
    const errors = load.errors + sweep.errors;
    process.stdout.write(`${kind}: done (orders by submission state: ${statesText}; errors ${errors})\n`);
    const quiet = (s: number) => (Number.isNaN(s) ? 'never quiet' : `quiet after ${s.toFixed(0)} s`);
    return [
      kind,
      (server.startMs / 1000).toFixed(1),
      idle.toFixed(0),
      `${afterLoad.toFixed(0)} (${load.latenciesMs.length} orders)`,
      `${within(loadSettled, idle)}, ${quiet(loadQuietAfter)}`,
      `${within(sweepSettled, idle)}, ${quiet(sweepQuietAfter)}`,
      statesText,
    ];
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  // Built first, so the start-up time below is a start with nothing to build.
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { stdio: 'inherit' });
  const rows = [
    [
      'database',
      'start s',
      'idle MB',
      '5 s after the load MB',
      'load settled MB',
      '10,000 more orders settled MB',
      'orders',
    ],
  ];
  for (const kind of DATABASES) rows.push(await measure(kind));
  process.stdout.write(
    [
      '',
      `machine: ${cpus().length} cpu (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
      'resident memory (VmRSS) of the one server process, `node scripts/start.mjs` as `npm start` runs it:',
      renderTable(rows),
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
