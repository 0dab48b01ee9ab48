/**
 * `npm run bench:sync`: one status-sync sweep over BENCH_ORDERS (100,000) submitted, open orders at
 * one provider, the simulator over HTTP in its own process, on PostgreSQL. Every order's state has
 * changed at the provider, so every order is written. Prints the sweep's time against
 * JOBS_INTERVAL_MS, orders synced per second and the CPU it cost (the database, this process, the
 * simulator). Environment: BENCH_DATABASE_URL, BENCH_ORDERS, BENCH_SYNC_PARALLEL (workers),
 * BENCH_SCALE_MEMBERS and BENCH_SCALE_ORDERS (first fill the schema with a year of business,
 * scale-data.ts, whose own orders are at disabled providers). Not part of `npm test`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OrderStatus } from '@smm/contract/enums';
import { systemClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { createFulfilmentServices } from '../src/modules/fulfilment/fulfilment-services.ts';
import { createBenchMembers, createBenchSchema } from './bench-setup.ts';
import { buildScaleData } from './scale-data.ts';
import { postgresCpuMs, processCpuMs } from './cpu-usage.ts';

const URL_TEXT = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const JOBS_INTERVAL_MS = 5_000; // the default JOBS_INTERVAL_MS (config.ts)
const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));

async function startSimulator() {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(BENCH_DIR, 'sync-simulator.ts')], {
    env: { ...process.env, SYNC_ORDERS: String(ORDERS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /ready (\S+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`simulator exited with ${code}: ${output}`)));
  });
  return { url, pid: child.pid ?? 0, stop: () => child.kill('SIGTERM') };
}

async function main(): Promise<void> {
  const bench = await createBenchSchema(URL_TEXT);
  const simulator = await startSimulator();
  try {
    const { db } = bench;
    const scale = {
      members: Number(process.env.BENCH_SCALE_MEMBERS ?? 0),
      orders: Number(process.env.BENCH_SCALE_ORDERS ?? 0),
      services: 3000,
    };
    if (scale.orders > 0) {
      process.stdout.write(`filling the schema: ${scale.members} members, ${scale.orders} orders\n`);
      await buildScaleData(db, scale, (line) => process.stdout.write(`${line}\n`));
    }
    const jwtSecret = randomBytes(32).toString('hex');
    const [member] = await createBenchMembers(db, 1, jwtSecret);
    const { rows: providers } = await db.query<{ id: number }>(
      `INSERT INTO providers (name, kind, api_url, api_key) VALUES ('벤치 패널', 'api_v2', $1, 'bench-key') RETURNING id`,
      [simulator.url],
    );
    const providerId = providers[0]?.id;
    const { rows: services } = await db.query<{ id: number }>('SELECT min(id) AS id FROM services');
    await db.query(
      `INSERT INTO orders (member_id, service_id, link, amount, unit_price_milli, cost_milli, status,
                           submit_state, provider_id, provider_order_id)
       SELECT $1, $2, 'https://www.instagram.com/p/bench/', 1000, 1, 1000, ${OrderStatus.Pending},
              'submitted', $3, g::text
         FROM generate_series(1, $4::int) AS g`,
      [member?.id, services[0]?.id, providerId, ORDERS],
    );
    await db.exec('ANALYZE orders');
    const config = loadConfig({
      DATABASE_URL: URL_TEXT,
      JWT_SECRET: jwtSecret,
      JOBS_INTERVAL_MS: String(JOBS_INTERVAL_MS),
      // The simulator it syncs against listens on 127.0.0.1.
      PROVIDER_ALLOW_PRIVATE_ADDRESSES: 'true',
    });
    const parallel = Number(process.env.BENCH_SYNC_PARALLEL ?? 8);
    const fulfilment = createFulfilmentServices(
      { db, clock: systemClock, config },
      { syncParallel: parallel, timeoutMs: 30_000 },
    );
    const stats = async () =>
      (
        await db.query<{ commits: number; updated: number }>(
          `SELECT xact_commit AS commits, tup_updated AS updated FROM pg_stat_database WHERE datname = current_database()`,
        )
      ).rows[0] ?? { commits: 0, updated: 0 };

    const load = loadavg();
    const before = {
      pg: postgresCpuMs(),
      own: process.cpuUsage(),
      sim: processCpuMs(simulator.pid),
      db: await stats(),
    };
    const started = performance.now();
    const changed = await fulfilment.statusSync.syncOrderStatuses();
    const ms = performance.now() - started;
    const own = process.cpuUsage(before.own);
    const after = { pg: postgresCpuMs(), sim: processCpuMs(simulator.pid), db: await stats() };
    const { rows: counts } = await db.query<{ synced: number; errors: number }>(
      `SELECT count(*) FILTER (WHERE status = ${OrderStatus.InProgress})::int AS synced,
              count(*) FILTER (WHERE last_error IS NOT NULL)::int AS errors FROM orders`,
    );
    const perThousand = (x: number) => ((x / ORDERS) * 1000).toFixed(0);
    const pgMs = after.pg - before.pg;
    const ownMs = (own.user + own.system) / 1000;
    const simMs = after.sim - before.sim;
    console.log(
      [
        `Status sync of ${ORDERS} orders at one provider (simulator over HTTP), ${parallel} workers, 100 ids per call.`,
        `${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), node ${process.version}, load average ${load.map((l) => l.toFixed(2)).join(' ')}.`,
        '',
        '| figure | value |',
        '|---|--:|',
        `| one sweep | ${ms.toFixed(0)} ms (JOBS_INTERVAL_MS ${JOBS_INTERVAL_MS}: ${ms <= JOBS_INTERVAL_MS ? 'within' : 'over'}) |`,
        `| orders changed by the sweep | ${changed} |`,
        `| orders now In progress / with an error | ${counts[0]?.synced ?? 0} / ${counts[0]?.errors ?? 0} |`,
        `| orders synced per second | ${((changed / ms) * 1000).toFixed(0)} |`,
        `| PostgreSQL CPU | ${pgMs.toFixed(0)} ms (${perThousand(pgMs)} ms per 1000 orders) |`,
        `| sweep process CPU | ${ownMs.toFixed(0)} ms (${perThousand(ownMs)} ms per 1000 orders) |`,
        `| simulator CPU | ${simMs.toFixed(0)} ms |`,
        `| database commits / rows updated (whole server) | ${after.db.commits - before.db.commits} / ${after.db.updated - before.db.updated} |`,
      ].join('\n'),
    );
  } finally {
    simulator.stop();
    await bench.drop();
  }
}

await main();
