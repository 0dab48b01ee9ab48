/**
 * `npm run bench:catalog`: each public read of the storefront from the real server (compiled, as
 * `npm start` runs it) against a bare Fastify 5 serving the very same bytes from memory with logging
 * off, in one run, on the embedded database and on PostgreSQL. Not part of `npm test`.
 * Environment: BENCH_DATABASE_URL, BENCH_DATABASES ("pglite,postgres"), BENCH_SECONDS (rounds of one second per route and server), BENCH_CONNECTIONS (32), BENCH_LOG_LEVEL (the server's LOG_LEVEL, `info` as by default).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createBenchSchema, type BenchSchema } from './bench-setup.ts';
import { startApp, startBare, type RunningServer } from './catalog-servers.ts';

const URL_TEXT = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const ROUTES = [
  '/api/service/services',
  '/api/service/platforms',
  '/api/service/categorys',
  '/api/service/settings',
  '/api/service/notices',
  '/api/service/qnas',
  '/api/service/register-where',
];

interface Load {
  rps: number;
  p99: number;
  errors: number;
}

async function load(port: number, route: string, seconds: number): Promise<Load> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${route}`,
    connections: CONNECTIONS,
    duration: seconds,
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p99: result.latency.p99, errors };
}

/**
 * App and bare in alternating one-second rounds, so a change in the shared machine's load moves both
 * figures of a ratio alike. Requests per second: the mean of the rounds; p99: the worst round's.
 */
async function sideBySide(app: number, bare: number, route: string): Promise<{ app: Load; bare: Load }> {
  const rounds = { app: [] as Load[], bare: [] as Load[] };
  for (let i = 0; i < Math.max(1, SECONDS); i += 1) {
    rounds.app.push(await load(app, route, 1));
    rounds.bare.push(await load(bare, route, 1));
  }
  const merge = (list: Load[]): Load => ({
    rps: list.reduce((sum, l) => sum + l.rps, 0) / list.length,
    p99: Math.max(...list.map((l) => l.p99)),
    errors: list.reduce((sum, l) => sum + l.errors, 0),
  });
  return { app: merge(rounds.app), bare: merge(rounds.bare) };
}

interface Row {
  database: string;
  route: string;
  bytes: number;
  app: Load;
  bare: Load;
}

/** The app's bytes of every route, as a client without Accept-Encoding gets them (so does the bare one). */
async function answers(port: number): Promise<Record<string, Buffer>> {
  const entries = await Promise.all(
    ROUTES.map(async (route) => {
      const res = await fetch(`http://127.0.0.1:${port}${route}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      if (!res.ok) throw new Error(`${route}: ${res.status}`);
      return [route, Buffer.from(await res.arrayBuffer())] as const;
    }),
  );
  return Object.fromEntries(entries);
}

async function benchDatabase(database: string, work: string): Promise<Row[]> {
  const jwtSecret = randomBytes(32).toString('hex');
  let schema: BenchSchema | undefined;
  let app: RunningServer | undefined;
  let bare: RunningServer | undefined;
  try {
    const env: Record<string, string> = { JWT_SECRET: jwtSecret, LOG_LEVEL: LOG_LEVEL };
    if (database === 'postgres') {
      schema = await createBenchSchema(URL_TEXT);
      Object.assign(env, {
        DATABASE_URL: URL_TEXT,
        PGOPTIONS: `-c search_path=${schema.schema}`,
        DEMO_CATALOG: 'false',
      });
    } else {
      Object.assign(env, { DATA_DIR: path.join(work, 'data'), DEMO_CATALOG: 'true' });
    }
    app = await startApp(env, path.join(work, `app-${database}.log`));
    const bodies = await answers(app.port);
    const routesFile = path.join(work, `routes-${database}.json`);
    writeFileSync(
      routesFile,
      JSON.stringify(Object.fromEntries(Object.entries(bodies).map(([r, b]) => [r, b.toString('base64')]))),
    );
    bare = await startBare(routesFile, ROUTES[0] ?? '/', path.join(work, `bare-${database}.log`));
    // Both servers' code paths warm (JIT) before the first measured second.
    for (const route of ROUTES) {
      await load(app.port, route, 1);
      await load(bare.port, route, 1);
    }
    const rows: Row[] = [];
    for (const route of ROUTES) {
      const measured = await sideBySide(app.port, bare.port, route);
      rows.push({ database, route, bytes: bodies[route]?.length ?? 0, ...measured });
      const { app: a, bare: b } = measured;
      console.log(`${database} ${route}: app ${a.rps.toFixed(0)}/s, bare ${b.rps.toFixed(0)}/s`);
    }
    return rows;
  } finally {
    await app?.stop();
    await bare?.stop();
    await schema?.drop();
  }
}

function render(rows: Row[]): string {
  const head = '| database | route | bytes | app req/s | app p99 ms | bare req/s | bare p99 ms | ratio |';
  const lines = rows.map((r) =>
    [
      r.database,
      r.route.replace('/api/service/', ''),
      r.bytes,
      r.app.rps.toFixed(0) + (r.app.errors ? ` (${r.app.errors} errors)` : ''),
      r.app.p99.toFixed(1),
      r.bare.rps.toFixed(0),
      r.bare.p99.toFixed(1),
      (r.app.rps / r.bare.rps).toFixed(2),
    ].join(' | '),
  );
  return [head, '|---|---|--:|--:|--:|--:|--:|--:|', ...lines.map((l) => `| ${l} |`)].join('\n');
}

async function main(): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'catalog-bench-'));
  const before = loadavg();
  const rows: Row[] = [];
  try {
    for (const database of DATABASES) rows.push(...(await benchDatabase(database, work)));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const after = loadavg();
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} alternating one-second rounds per route and server after a warm-up; ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), ` +
      `node ${process.version}, load average ${before.map((l) => l.toFixed(2)).join(' ')} before, ` +
      `${after.map((l) => l.toFixed(2)).join(' ')} after. The server logs at ${LOG_LEVEL}; the bare Fastify logs nothing.\n`,
  );
  console.log(render(rows));
}

await main();
