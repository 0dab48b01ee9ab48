/**
 * `npm run bench:catalog`: each public read of the storefront from the real server (compiled, as
 * `npm start` runs it) against a bare Fastify 5 serving the very same bytes from memory with logging
 * off, in one run, on the embedded database and on PostgreSQL. Not part of `npm test`.
 * The reseller APIs' service lists (v1 `GET /api/v1/services` with the `api-key` header, v2 `POST
 * /api/v2` with `action=services`) are measured with a member's key made through the API, and the
 * per-key limit raised out of the way (each call still counts against it in the database).
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
/** One measured request: what autocannon sends, and what the bare server answers it at. */
interface Route {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const storefrontRoutes: Route[] = [
  'services',
  'platforms',
  'categorys',
  'settings',
  'notices',
  'qnas',
  'register-where',
].map((name) => ({ name, method: 'GET', path: `/api/service/${name}` }));

/** The reseller APIs' service lists, with the key of the member `resellerKey` signs up. */
const resellerRoutes = (key: string): Route[] => [
  { name: 'v1 services', method: 'GET', path: '/api/v1/services', headers: { 'api-key': key } },
  {
    name: 'v2 services',
    method: 'POST',
    path: '/api/v2',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key, action: 'services' }),
  },
];

interface Load {
  rps: number;
  p99: number;
  errors: number;
}

async function load(port: number, route: Route, seconds: number): Promise<Load> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${route.path}`,
    method: route.method,
    headers: route.headers,
    body: route.body,
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
async function sideBySide(app: number, bare: number, route: Route): Promise<{ app: Load; bare: Load }> {
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
  route: Route;
  bytes: number;
  app: Load;
  bare: Load;
}

/** The app's bytes of every route, as a client without Accept-Encoding gets them (so does the bare one). */
async function answers(port: number, routes: Route[]): Promise<Buffer[]> {
  return Promise.all(
    routes.map(async (route) => {
      const res = await fetch(`http://127.0.0.1:${port}${route.path}`, {
        method: route.method,
        headers: { ...route.headers, 'accept-encoding': 'identity' },
        body: route.body,
      });
      if (!res.ok) throw new Error(`${route.name}: ${res.status} ${await res.text()}`);
      return Buffer.from(await res.arrayBuffer());
    }),
  );
}

/** A member signed up, signed in and given an API key through the storefront's own API. */
async function resellerKey(port: number): Promise<string> {
  const call = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
    const res = await fetch(`http://127.0.0.1:${port}/api${path}`, {
      method: 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const sources = (await (await fetch(`http://127.0.0.1:${port}/api/service/register-where`)).json()) as {
    text: string;
  }[];
  const id = `bench${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  await call('/auth/register', {
    id,
    password,
    email: `${id}@example.com`,
    registerWhere: sources[0]?.text ?? '기타',
    phoneNumber: '',
    sendCode: '',
    referral: '',
  });
  const { accessToken } = await call<{ accessToken: string }>('/auth/login', { id, password });
  return (await call<{ apiKey: string }>('/auth/api-key', undefined, accessToken)).apiKey;
}

async function benchDatabase(database: string, work: string): Promise<Row[]> {
  const jwtSecret = randomBytes(32).toString('hex');
  let schema: BenchSchema | undefined;
  let app: RunningServer | undefined;
  let bare: RunningServer | undefined;
  try {
    const env: Record<string, string> = {
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: LOG_LEVEL,
      // Every reseller call still counts against its key's limit in the database; only the ceiling moves.
      RATE_LIMIT_API_PER_MINUTE: String(1_000_000),
    };
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
    const routes = [...storefrontRoutes, ...resellerRoutes(await resellerKey(app.port))];
    const bodies = await answers(app.port, routes);
    const routesFile = path.join(work, `routes-${database}.json`);
    writeFileSync(
      routesFile,
      JSON.stringify(
        routes.map((r, i) => ({ method: r.method, path: r.path, body: bodies[i]?.toString('base64') ?? '' })),
      ),
    );
    bare = await startBare(
      routesFile,
      storefrontRoutes[0]?.path ?? '/',
      path.join(work, `bare-${database}.log`),
    );
    // Both servers' code paths warm (JIT) before the first measured second.
    for (const route of routes) {
      await load(app.port, route, 1);
      await load(bare.port, route, 1);
    }
    const rows: Row[] = [];
    for (const [i, route] of routes.entries()) {
      const measured = await sideBySide(app.port, bare.port, route);
      rows.push({ database, route, bytes: bodies[i]?.length ?? 0, ...measured });
      const { app: a, bare: b } = measured;
      console.log(`${database} ${route.name}: app ${a.rps.toFixed(0)}/s, bare ${b.rps.toFixed(0)}/s`);
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
      r.route.name,
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
