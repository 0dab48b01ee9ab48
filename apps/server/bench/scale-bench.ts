/**
 * `npm run bench:scale -- --members 50000 --orders 2000000`: a store after a year of business
 * (scale-data.ts) in a database of its own on the server of BENCH_DATABASE_URL, then:
 * 1. every member and operator read the console and the storefront make, timed one at a time through
 *    the compiled server, against the targets of issue 38 (member p95 < 20 ms, operator p95 < 100 ms);
 * 2. the server's memory: idle, under 8 concurrent loops of those reads, and settled after them;
 * 3. a backup and a restore into a new database, proven by the ledger's checksum (scale-backup.ts);
 * 4. the auto-order sweep placing 1,000 due runs (scale-auto-orders.ts), and one run of the retention
 *    sweep.
 * `--services N` (default 3000), `--samples N` timed requests per read (default 50), `--no-backup`,
 * `--keep` leaves the database for a look (its name is printed); `--reuse NAME` times the reads again
 * on such a database (migrated to this branch first, nothing built or dropped), `--reads TEXT` only
 * the reads whose label contains TEXT or whose reader is TEXT (`member`, `operator`), and skips the
 * later phases; `--price-sync` times a price sync of the simulator's large catalogue
 * (scale-price-sync.ts). BENCH_PROFILE_DIR writes a V8 CPU profile of the server there. Not part of
 * `npm test`.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../src/clock.ts';
import type { Database } from '../src/db/database.ts';
import { createTokenService } from '../src/modules/accounts/token-service.ts';
import { createRetentionService } from '../src/modules/retention/retention-service.ts';
import { startServer } from './bench-setup.ts';
import { timeAutoOrderRuns } from './scale-auto-orders.ts';
import { backupAndRestore } from './scale-backup.ts';
import { createEmbeddedScaleDatabase, createScaleDatabase, openScaleDatabase } from './scale-database.ts';
import { measureMemory } from './scale-memory.ts';
import { timePriceSync } from './scale-price-sync.ts';
import { PRICE_SYNC_INTERVAL_MS } from '../src/modules/provider-import/price-sync-service.ts';
import { buildScaleData, readScaleFacts, type ScaleFacts } from './scale-data.ts';
import { quantile, renderTable } from './stats.ts';

const URL_TEXT = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TARGET_MS = { member: 20, operator: 100 };

const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '5000' },
    orders: { type: 'string', default: '200000' },
    services: { type: 'string', default: '3000' },
    samples: { type: 'string', default: '50' },
    keep: { type: 'boolean', default: false },
    'no-backup': { type: 'boolean', default: false },
    embedded: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    reads: { type: 'string' },
    'price-sync': { type: 'boolean', default: false },
  },
});

interface Read {
  who: 'member' | 'operator';
  label: string;
  path: string;
  token: string;
}

/** A day of the KST calendar, `days` before today. */
function kstDay(daysAgo: number): string {
  return new Date(Date.now() + 9 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

async function readsOf(
  facts: ScaleFacts,
  tokens: Record<'heavy' | 'typical' | 'operator', string>,
  deepBefore: number,
  sample: { link: string; providerOrderId: string },
) {
  const search = (text: string) => `/api/admin/orders?q=${encodeURIComponent(text)}`;
  const postId = sample.link.slice(sample.link.search(/[^/=@]+$/));
  const member = (label: string, url: string, token = tokens.heavy): Read => ({
    who: 'member',
    label,
    path: url,
    token,
  });
  const operator = (label: string, url: string): Read => ({
    who: 'operator',
    label,
    path: url,
    token: tokens.operator,
  });
  return [
    member('profile', '/api/auth/profile'),
    member('order history, first page (heavy reseller)', '/api/service/order-history?limit=100'),
    member(
      'order history, deep page (heavy reseller)',
      `/api/service/order-history?limit=100&before=${deepBefore}`,
    ),
    member(
      'order history, first page (typical member)',
      '/api/service/order-history?limit=100',
      tokens.typical,
    ),
    member('auto-order history', '/api/service/auto-order-history?limit=100'),
    member('charge history', '/api/service/point-history'),
    member('catalogue: platforms', '/api/service/platforms'),
    member('catalogue: categories', '/api/service/categorys'),
    member('catalogue: services', '/api/service/services'),
    operator('dashboard, 7 days', '/api/admin/dashboard?days=7'),
    operator('dashboard, 30 days', '/api/admin/dashboard?days=30'),
    operator('dashboard, 90 days', '/api/admin/dashboard?days=90'),
    operator('dashboard, 365 days (the longest it offers)', '/api/admin/dashboard?days=365'),
    operator('orders, all', '/api/admin/orders'),
    operator('orders by status (In progress)', '/api/admin/orders?status=1'),
    operator('orders by status (Partial)', '/api/admin/orders?status=3'),
    operator('orders of a member', `/api/admin/orders?memberId=${facts.heavyMemberId}`),
    operator('orders of a provider', '/api/admin/orders?providerId=2'),
    operator('orders by link substring', '/api/admin/orders?q=youtube.com%2Fwatch%3Fv%3Dab'),
    operator('orders by a whole link, pasted', search(sample.link)),
    operator('orders by a whole link, without https://www.', search(sample.link.replace('https://www.', ''))),
    operator("orders by a link's post id", search(postId)),
    operator('orders by a common word (instagram)', search('instagram')),
    operator('orders by a provider order id', search(sample.providerOrderId)),
    operator('orders of one week', `/api/admin/orders?from=${kstDay(100)}&to=${kstDay(94)}`),
    operator('orders of one week, ten months ago', `/api/admin/orders?from=${kstDay(300)}&to=${kstDay(294)}`),
    operator('orders of one day, yesterday', `/api/admin/orders?from=${kstDay(1)}&to=${kstDay(1)}`),
    operator('member search by id', '/api/admin/members?q=member31234'),
    operator('member search by e-mail', '/api/admin/members?q=member4321%40example.com'),
    operator('member search by phone', '/api/admin/members?q=01020012345'),
    operator('top-up queue', '/api/admin/point-requests?status=0'),
    operator('audit log, all', '/api/admin/audit-log'),
    operator('audit log by action', '/api/admin/audit-log?action=member.block'),
    operator('audit log of one order', '/api/admin/audit-log?targetType=order&targetId=123'),
  ];
}

async function time(
  port: number,
  read: Read,
  samples: number,
): Promise<{ p50: number; p95: number; max: number }> {
  const get = async () => {
    const started = performance.now();
    await answerAsSent(port, read.path, read.token);
    return performance.now() - started;
  };
  for (let i = 0; i < 3; i += 1) await get();
  const latencies: number[] = [];
  for (let i = 0; i < samples; i += 1) latencies.push(await get());
  latencies.sort((a, b) => a - b);
  return {
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    max: latencies[latencies.length - 1] ?? 0,
  };
}

/**
 * One GET as a browser asks it (brotli or gzip accepted), read to its last byte as sent: the time
 * is the server's and the wire's. `fetch` would also decode the body in this process, which for the
 * 316 KB services list (12.5 KB as brotli) took 5 ms of the bench's own CPU per request, p95 14 ms
 * (a browser decodes it natively, as it streams in).
 */
function answerAsSent(port: number, url: string, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: url,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
      },
      (response) => {
        response.on('data', () => undefined);
        response.on('error', reject);
        response.on('end', () =>
          response.statusCode === 200
            ? resolve()
            : reject(new Error(`${url} answered ${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
  });
}

/**
 * The dashboard stores each closed day once per store (day-figures.ts, migration 0036) and each
 * process sums a period's stored services once a day, so only the first request of a period after a
 * start pays that, and only the first request on a store without its days stored (the first start
 * after the migration) reads the rows of every closed day; the timed reads never see either. The
 * longest period first, as one start would see it (the background fill may have stored a chunk by
 * then), then each period once.
 */
async function firstDashboards(db: Database | undefined, port: number, token: string): Promise<void> {
  const get = async (url: string) => {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}${url}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (performance.now() - started).toFixed(0);
  };
  // The embedded database belongs to the server by now: not counted.
  const storedDays = async () =>
    db
      ? ((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM dashboard_days')).rows[0]?.n ?? 0)
      : '?';
  await get('/api/auth/profile');
  const before = await storedDays();
  const first = await get('/api/admin/dashboard?days=365');
  const then = [7, 30, 90, 365].map((days) => `/api/admin/dashboard?days=${days}`);
  const after: string[] = [];
  for (const url of then) after.push(await get(url));
  process.stdout.write(
    `dashboard after a start (${before} closed days stored before it, ${await storedDays()} after): ` +
      `the first 365-day request ${first} ms; then 7, 30, 90, 365 days ${after.join(', ')} ms\n`,
  );
}

async function printPriceSync(db: Database, port: number, token: string): Promise<void> {
  const t = await timePriceSync(db, port, token);
  const line = (what: string, run: typeof t.changed) =>
    `${what} ${run.ms.toFixed(0)} ms (${JSON.stringify(run.result)})`;
  process.stdout.write(
    `price sync of ${t.services} services (simulator's large catalogue; imported in ${t.importMs.toFixed(0)} ms): ` +
      `${line('unchanged', t.unchanged)}; ${line('every rate moved', t.changed)}; ` +
      `interval ${PRICE_SYNC_INTERVAL_MS / 60_000} min\n`,
  );
}

async function main(): Promise<void> {
  const size = {
    members: Number(args.members),
    orders: Number(args.orders),
    services: Number(args.services),
  };
  const jwtSecret = randomBytes(32).toString('hex');
  const bench = args.reuse
    ? await openScaleDatabase(URL_TEXT, args.reuse)
    : args.embedded
      ? await createEmbeddedScaleDatabase()
      : await createScaleDatabase(URL_TEXT);
  process.stdout.write(
    args.reuse
      ? `database ${bench.name}, as a run with --keep left it\n`
      : `${args.embedded ? 'embedded database' : 'database'} ${bench.name}: ${size.members} members, ` +
          `${size.orders} orders, ${size.services} services\n`,
  );
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const built = performance.now();
    const facts = args.reuse
      ? await readScaleFacts(bench.db)
      : await buildScaleData(bench.db, size, (line) => process.stdout.write(`${line}\n`));
    const buildSeconds = (performance.now() - built) / 1000; // reused: reading its facts
    const { rows } = await bench.db.query<{ bytes: string }>(
      `SELECT pg_database_size(current_database()) AS bytes`,
    );
    process.stdout.write(
      `built in ${buildSeconds.toFixed(0)} s: ${JSON.stringify(facts.rows)}; database ${(Number(rows[0]?.bytes) / 2 ** 20).toFixed(0)} MB\n`,
    );
    const deep = await bench.db.query<{ id: number }>(
      `SELECT id FROM orders WHERE member_id = $1 ORDER BY id LIMIT 1 OFFSET 100`,
      [facts.heavyMemberId],
    );
    // An order a third of the way through the year: its link and provider order id are searched.
    const sample = await bench.db.query<{ link: string; providerOrderId: string }>(
      `SELECT link, provider_order_id AS "providerOrderId" FROM orders
        WHERE id = (SELECT max(id) / 3 FROM orders)`,
    );
    const tokenService = createTokenService(jwtSecret, 3600, systemClock);
    const sign = (memberId: number) => tokenService.sign({ memberId, tokenVersion: 0 });
    const tokens = {
      heavy: await sign(facts.heavyMemberId),
      typical: await sign(facts.typicalMemberId),
      operator: await sign(facts.operatorId),
    };
    await bench.handOver();
    // --price-sync: the server reaches the simulator on 127.0.0.1 (its own process inherits this).
    if (args['price-sync']) process.env.PROVIDER_ALLOW_PRIVATE_ADDRESSES = 'true';
    const logFile = path.join(tmpdir(), `scale-bench-server-${path.basename(bench.name)}.log`);
    server = await startServer({
      database: bench.server,
      jwtSecret,
      logLevel: 'warn',
      logFile,
      profileDir: process.env.BENCH_PROFILE_DIR,
    });
    const reads = (
      await readsOf(facts, tokens, deep.rows[0]?.id ?? 1, sample.rows[0] ?? { link: '', providerOrderId: '' })
    ).filter((read) => !args.reads || read.label.includes(args.reads) || read.who === args.reads);
    if (reads.some((read) => read.label.startsWith('dashboard'))) {
      await firstDashboards(args.embedded ? undefined : bench.db, server.port, tokens.operator);
    }
    const table = [['who', 'read', 'p50 ms', 'p95 ms', 'max ms', 'target p95', 'met']];
    let missed = 0;
    for (const read of reads) {
      const t = await time(server.port, read, Number(args.samples));
      const target = TARGET_MS[read.who];
      if (t.p95 >= target) missed += 1;
      table.push([
        read.who,
        read.label,
        t.p50.toFixed(1),
        t.p95.toFixed(1),
        t.max.toFixed(1),
        `< ${target}`,
        t.p95 < target ? 'yes' : 'NO',
      ]);
    }
    process.stdout.write(
      `\n${renderTable(table)}\n${missed} of ${table.length - 1} reads missed their target\n`,
    );
    if (args['price-sync']) await printPriceSync(bench.db, server.port, tokens.operator);
    if (args.reads) return;
    const memory = await measureMemory(server, reads);
    process.stdout.write(
      `\nserver memory (VmRSS): idle ${memory.idleMb.toFixed(0)} MB, under 8 concurrent read loops ` +
        `${memory.loadedMb.toFixed(0)} MB (${memory.readsPerSecond.toFixed(0)} reads/s, ${memory.errors} errors), ` +
        `${memory.settleSeconds} s after ${memory.settledMb.toFixed(0)} MB\n`,
    );
    await server.stop();
    if (server.errorLines().length === 0) rmSync(logFile, { force: true });
    if (args.embedded) return;
    if (!args['no-backup']) {
      const backup = await backupAndRestore(URL_TEXT, bench);
      process.stdout.write(
        `backup ${backup.backupSeconds.toFixed(1)} s, ${backup.backupMb.toFixed(0)} MB; restore ` +
          `${backup.restoreSeconds.toFixed(1)} s; ledger ${backup.ledgerRows} rows, checksum ${backup.checksum}… ` +
          `${backup.equal ? 'equal after the restore' : 'DIFFERS after the restore'}\n`,
      );
      if (!backup.equal) process.exitCode = 1;
    }
    const auto = await timeAutoOrderRuns(bench.db);
    process.stdout.write(
      `auto-order sweep: ${auto.runs} runs placed in ${auto.ms.toFixed(0)} ms over ${auto.calls} calls ` +
        `(JOBS_INTERVAL_MS 5000)\n`,
    );
    // The hourly retention sweep on a year of data: nothing is old enough to go, so this is the
    // cost of finding that out, which it pays every hour.
    const startedRetention = performance.now();
    const retention = await createRetentionService({ db: bench.db, clock: systemClock }).run();
    process.stdout.write(
      `retention sweep ${(performance.now() - startedRetention).toFixed(0)} ms, ${JSON.stringify(retention)}\n`,
    );
  } finally {
    await server?.stop();
    if (args.keep || args.reuse) {
      await bench.handOver();
      if (!args.embedded) await bench.db.close();
      process.stdout.write(`kept ${bench.name}\n`);
    } else {
      await bench.drop();
    }
  }
}

await main();
