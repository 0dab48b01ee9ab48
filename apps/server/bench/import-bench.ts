/**
 * `npm run bench:import`: the import of a real-sized catalogue (issue 31). The standalone simulator
 * plays a dollar panel with its generated catalogue (`SIMULATOR_CATALOG=large`, 3,240 services) over
 * HTTP on 127.0.0.1; the app is built in this process on each database (the embedded PGlite in a
 * temporary folder, and a private schema of BENCH_DATABASE_URL) with the demo catalogue, and asked
 * through `app.inject` (routing, validation and JSON included; no socket). Timed, BENCH_RUNS times
 * each (median and worst printed):
 *   1. `GET /api/admin/providers/{id}/services?refresh=1`: the provider asked (its answer included);
 *   2. the same from the 1-minute cache: the whole list, a search, a category and type filter;
 *   3. `POST /api/admin/providers/{id}/import` of 500 services into 30+ new categories (a fresh
 *      provider each run, so every run creates its categories and services).
 * Targets: the listing well under 2 s, the 500-service import under 5 s. Environment:
 * BENCH_DATABASE_URL, BENCH_DATABASES ("pglite,postgres"), BENCH_RUNS (5). Not part of `npm test`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ProviderCatalog } from '@smm/contract/admin-import';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { createTokenService } from '../src/modules/accounts/token-service.ts';
import { seedDemoCatalog } from '../src/seed/demo-catalog.ts';
import { systemClock } from '../src/clock.ts';
import { startSimulatorServer } from '../src/simulator/simulator-server.ts';
import { createBenchSchema } from './bench-setup.ts';

const URL_TEXT = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const IMPORT_SIZE = 500;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const worst = (xs: number[]) => Math.max(...xs);
const ms = (xs: number[]) => `${median(xs).toFixed(0)} ms (worst ${worst(xs).toFixed(0)})`;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await fn();
  return [result, performance.now() - start];
}

async function openBenchDatabase(kind: string): Promise<{ db: Database; close(): Promise<void> }> {
  if (kind === 'postgres') {
    const bench = await createBenchSchema(URL_TEXT);
    return { db: bench.db, close: () => bench.drop() };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'import-bench-'));
  const db = await openDatabase({ dataDir: dir });
  await migrate(db);
  await seedDemoCatalog(db);
  return {
    db,
    async close() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function operatorHeaders(db: Database, jwtSecret: string): Promise<Record<string, string>> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO members (login_id, email, register_where, is_admin) VALUES ('benchop', 'benchop@example.com', '기타', true)
     RETURNING id`,
  );
  const token = await createTokenService(jwtSecret, 3600, systemClock).sign({
    memberId: rows[0]!.id,
    tokenVersion: 0,
  });
  return { authorization: `Bearer ${token}` };
}

async function benchOne(kind: string, simulatorUrl: string): Promise<string[]> {
  const database = await openBenchDatabase(kind);
  const jwtSecret = randomBytes(32).toString('hex');
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JWT_SECRET: jwtSecret,
    PROVIDER_ALLOW_PRIVATE_ADDRESSES: 'true',
    ...(kind === 'postgres' ? { DATABASE_URL: URL_TEXT } : {}),
  });
  const app: FastifyInstance = await buildApp({ config, db: database.db, logger: false });
  await app.ready();
  try {
    const headers = await operatorHeaders(database.db, jwtSecret);
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
      const response = await app.inject({
        method,
        url,
        headers,
        payload: payload as Record<string, unknown>,
      });
      if (response.statusCode !== 200)
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response;
    };
    await call('PUT', '/api/admin/exchange-rates/USD', { krwPerUnit: '1385.5' });
    const cold: number[] = [];
    const warm: number[] = [];
    const search: number[] = [];
    const filter: number[] = [];
    const imports: number[] = [];
    let bytes = 0;
    let total = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const { rows } = await database.db.query<{ id: number }>(
        `INSERT INTO providers (name, kind, api_url, api_key, currency) VALUES ($1, 'api_v2', $2, 'bench-key', 'USD')
         RETURNING id`,
        [`벤치 패널 ${run}`, simulatorUrl],
      );
      const base = `/api/admin/providers/${rows[0]!.id}`;
      const [first, coldMs] = await timed(() => call('GET', `${base}/services?refresh=1`));
      cold.push(coldMs);
      bytes = first.body.length;
      const catalog = first.json<ProviderCatalog>();
      total = catalog.total;
      warm.push((await timed(() => call('GET', `${base}/services`)))[1]);
      search.push((await timed(() => call('GET', `${base}/services?q=instagram%20followers`)))[1]);
      filter.push(
        (await timed(() => call('GET', `${base}/services?category=TikTok%20Likes&type=Default&limit=50`)))[1],
      );
      // Every 6th service: 500 from all 36 upstream categories, each into a category of its name.
      const items = catalog.services
        .filter((_, i) => i % 6 === 0)
        .slice(0, IMPORT_SIZE)
        .map((s) => ({
          providerServiceId: s.providerServiceId,
          platformId: 1,
          categoryName: `${s.category} ${run}`,
        }));
      imports.push((await timed(() => call('POST', `${base}/import`, { markupPercent: 30, items })))[1]);
    }
    return [
      `${kind}: ${total} services, ${(bytes / 1024).toFixed(0)} KB answer, ${RUNS} runs`,
      `  listing, provider asked (refresh=1): ${ms(cold)}`,
      `  listing from the cache, whole list: ${ms(warm)}`,
      `  listing from the cache, search: ${ms(search)}`,
      `  listing from the cache, category + type filter, 50 a page: ${ms(filter)}`,
      `  import of ${IMPORT_SIZE} services into 36 new categories: ${ms(imports)}`,
      `  targets: listing under 2 s ${worst(cold) < 2000 ? 'met' : 'NOT met'}, import under 5 s ${worst(imports) < 5000 ? 'met' : 'NOT met'}`,
    ];
  } finally {
    await app.close();
    await database.close();
  }
}

async function main(): Promise<void> {
  const simulator = await startSimulatorServer({
    settings: { stepMs: 60_000, partialRate: 0, cancelRate: 0, seed: 'import-bench' },
    key: 'bench-key',
    host: '127.0.0.1',
    port: 0,
    currency: 'USD',
    catalog: 'large',
  });
  const lines = [
    `import bench ${new Date().toISOString()}: ${cpus().length} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  ];
  try {
    for (const kind of DATABASES) lines.push(...(await benchOne(kind, simulator.url)));
  } finally {
    await simulator.close();
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
