/**
 * `npm run bench:order`: the member order endpoint against pgbench running the same transaction on
 * the same PostgreSQL, at rising concurrency, then a fixed-rate run. Not part of `npm test`.
 * Environment: BENCH_DATABASE_URL, BENCH_SECONDS (per phase), BENCH_LEVELS (e.g. "1,8,32,64"),
 * BENCH_RATE (orders/s of the fixed-rate run), BENCH_LOG_LEVEL (the server's LOG_LEVEL),
 * BENCH_PROFILE_DIR (write a CPU profile of the server there), BENCH_JOBS_INTERVAL_MS (the server's
 * background sweeps; off for the run unless set), BENCH_EMBEDDED=0 (skip the embedded database's
 * phases, order-bench-embedded.ts), BENCH_SCALE_MEMBERS and BENCH_SCALE_ORDERS (first fill the schema
 * with a year of business, scale-data.ts, so the orders land on a store of that size).
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cpus, freemem, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { postgresCpuMs, processCpuMs } from './cpu-usage.ts';
import { createBenchMembers, createBenchSchema, startServer } from './bench-setup.ts';
import { closedLoop, fixedRate, type LoadOutcome } from './http-load.ts';
import { BENCH_AMOUNT, benchServiceId, orderRequests, runEmbeddedPhases } from './order-bench-embedded.ts';
import { runPgbench } from './pgbench-runner.ts';
import { buildScaleData } from './scale-data.ts';
import { comparisonTable, renderTable, summarise, type PhaseResult } from './stats.ts';

const URL_TEXT = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const LEVELS = (process.env.BENCH_LEVELS ?? '1,8,32,64').split(',').map(Number);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const MAX_REQUESTS = 200_000;
const MEMBERS = Math.max(...LEVELS);
const EMBEDDED = process.env.BENCH_EMBEDDED !== '0';
const SCALE = {
  members: Number(process.env.BENCH_SCALE_MEMBERS ?? 0),
  orders: Number(process.env.BENCH_SCALE_ORDERS ?? 0),
  services: 3000,
};
// Issue 13's targets for the order path on PostgreSQL.
const TARGET = { ratio: 0.5, dbPerPgbench: 1.2, serverMs: 0.25, p99Ms: 20 };

async function main(): Promise<void> {
  const jwtSecret = randomBytes(32).toString('hex');
  const bench = await createBenchSchema(URL_TEXT);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let cleaned: Promise<void> | undefined;
  const cleanup = () =>
    (cleaned ??= (async () => {
      await server?.stop();
      // The server's log is only worth keeping when it says something went wrong.
      if (server && server.errorLines().length === 0) rmSync(server.logFile, { force: true });
      await bench.drop();
    })());
  // Ctrl-C mid-run still stops the server and drops the schema.
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
  try {
    if (SCALE.orders > 0) {
      process.stdout.write(`filling the schema: ${SCALE.members} members, ${SCALE.orders} orders\n`);
      await buildScaleData(bench.db, SCALE, (line) => process.stdout.write(`${line}\n`));
    }
    const service = await benchServiceId(bench.db);
    const members = await createBenchMembers(bench.db, MEMBERS, jwtSecret);
    const prepared = orderRequests(members, service.id);
    const logFile = path.join(tmpdir(), `order-bench-server-${bench.schema}.log`);
    server = await startServer({
      database: { url: URL_TEXT, schema: bench.schema },
      jwtSecret,
      logLevel: LOG_LEVEL,
      logFile,
      profileDir: process.env.BENCH_PROFILE_DIR,
    });
    const pgTarget = {
      url: new URL(URL_TEXT),
      schema: bench.schema,
      vars: {
        minid: members[0]!.id,
        members: members.length,
        svc: service.id,
        amount: BENCH_AMOUNT,
        unit: service.unit_price_milli,
        cost: service.unit_price_milli * BENCH_AMOUNT,
      },
    };
    process.stdout.write(
      `bench schema ${bench.schema}, server on 127.0.0.1:${server.port}, ${SECONDS}s per phase\n`,
    );

    // Warm-up: JIT, the server's connection pool and PostgreSQL's caches; not reported.
    await closedLoop(server.port, (i) => prepared[i]!, {
      concurrency: 8,
      seconds: 3,
      maxRequests: MAX_REQUESTS,
    });

    const rowsOut: { api: PhaseResult; pg: PhaseResult }[] = [];
    const split: { server: number; db: number; pgDb: number }[] = [];
    const cpuRows: string[][] = [
      [
        'conc',
        'server ms/order',
        'load gen ms/order',
        'db ms/order (API)',
        'db ms/tx (pgbench)',
        'db API/pgbench',
        'ceiling/s (server+db)',
        'ceiling/s (pgbench db)',
      ],
    ];
    for (const concurrency of LEVELS) {
      const api0 = cpuNow(server.pid);
      const outcome = await closedLoop(server.port, (i) => prepared[i]!, {
        concurrency,
        seconds: SECONDS,
        maxRequests: MAX_REQUESTS,
      });
      const api1 = cpuNow(server.pid);
      const api = report(`API c=${concurrency}`, concurrency, outcome);
      const pg = await runPgbench(pgTarget, {
        clients: concurrency,
        seconds: SECONDS,
        label: `pgbench c=${concurrency}`,
      });
      const pg1 = cpuNow(server.pid);
      rowsOut.push({ api, pg });
      const cpu = {
        server: (api1.server - api0.server) / api.count,
        loadGen: (api1.self - api0.self) / api.count,
        db: (api1.db - api0.db) / api.count,
        pgDb: (pg1.db - api1.db) / pg.count,
      };
      split.push(cpu);
      // The ceiling these figures imply on this machine's cores for the app and its database
      // (load generator excluded), beside pgbench's database alone.
      const cores = cpus().length * 1000;
      cpuRows.push([
        String(concurrency),
        cpu.server.toFixed(3),
        cpu.loadGen.toFixed(3),
        cpu.db.toFixed(3),
        cpu.pgDb.toFixed(3),
        (cpu.db / cpu.pgDb).toFixed(2),
        (cores / (cpu.server + cpu.db)).toFixed(0),
        (cores / cpu.pgDb).toFixed(0),
      ]);
      process.stdout.write(
        `c=${concurrency}: API ${api.throughput.toFixed(0)}/s p99 ${api.p99.toFixed(1)} ms, pgbench ${pg.throughput.toFixed(0)} tps\n`,
      );
    }

    const rated = report(
      `API ${RATE}/s`,
      0,
      await fixedRate(server.port, (k) => prepared[k % prepared.length]!, {
        rate: RATE,
        seconds: SECONDS,
        maxSockets: 64,
      }),
    );
    const pgRated = await runPgbench(pgTarget, {
      clients: 8,
      seconds: SECONDS,
      rate: RATE,
      label: `pgbench ${RATE}/s`,
    });

    const check = await bench.db.query<{ orders: number; mismatched: number }>(
      `SELECT (SELECT count(*)::int FROM orders) AS orders,
              (SELECT count(*)::int FROM members m
                WHERE m.point_milli <> (SELECT COALESCE(sum(delta_milli), 0) FROM point_ledger l WHERE l.member_id = m.id)) AS mismatched`,
    );
    const best = rowsOut.reduce((a, b) => (b.api.throughput > a.api.throughput ? b : a));
    const bestPg = rowsOut.reduce((a, b) => (b.pg.throughput > a.pg.throughput ? b : a));
    const bestSplit = split[rowsOut.indexOf(best)]!;
    const met = (ok: boolean) => (ok ? 'met' : 'not met');
    await server.stop();
    const embedded = EMBEDDED
      ? await runEmbeddedPhases({
          levels: LEVELS,
          seconds: SECONDS,
          rate: RATE,
          maxRequests: MAX_REQUESTS,
          jwtSecret,
          logLevel: LOG_LEVEL,
          postgresBest: best.api.throughput,
        })
      : ['embedded database: skipped (BENCH_EMBEDDED=0)'];
    process.stdout.write(
      [
        '',
        `machine: ${cpus().length} cpu (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB (${(freemem() / 2 ** 30).toFixed(1)} free), node ${process.version}, server LOG_LEVEL=${LOG_LEVEL}`,
        '',
        comparisonTable(rowsOut),
        '',
        'CPU per order (from /proc; the database figure counts anyone else using it meanwhile):',
        renderTable(cpuRows),
        '',
        renderTable([
          ['fixed rate', 'achieved/s', 'p50 ms', 'p99 ms', 'errors'],
          ...[rated, pgRated].map((r) => [
            r.label,
            r.throughput.toFixed(0),
            r.p50.toFixed(2),
            r.p99.toFixed(2),
            String(r.errors),
          ]),
        ]),
        '',
        `best API ${best.api.throughput.toFixed(0)}/s (c=${best.api.concurrency}) vs best pgbench ${bestPg.pg.throughput.toFixed(0)} tps (c=${bestPg.pg.concurrency}): ratio ${(best.api.throughput / bestPg.pg.throughput).toFixed(2)} (target ${TARGET.ratio}: ${met(best.api.throughput / bestPg.pg.throughput >= TARGET.ratio)})`,
        `at c=${best.api.concurrency}: db CPU per order ${(bestSplit.db / bestSplit.pgDb).toFixed(2)} x pgbench's (target <= ${TARGET.dbPerPgbench}: ${met(bestSplit.db / bestSplit.pgDb <= TARGET.dbPerPgbench)}), server CPU ${bestSplit.server.toFixed(3)} ms per order (target <= ${TARGET.serverMs}: ${met(bestSplit.server <= TARGET.serverMs)})`,
        `p99 at ${RATE}/s: ${rated.p99.toFixed(1)} ms (target < ${TARGET.p99Ms} ms: ${met(rated.p99 < TARGET.p99Ms)})`,
        `orders written ${check.rows[0]!.orders}, members whose balance differs from their ledger: ${check.rows[0]!.mismatched}`,
        `server log lines at error level: ${server.errorLines().length} (log kept at ${logFile} when any)`,
        '',
        ...embedded,
        '',
      ].join('\n'),
    );
  } finally {
    await cleanup();
  }
}

/** CPU used so far, in ms: the server process, this load generator, all PostgreSQL processes. */
function cpuNow(serverPid: number): { server: number; self: number; db: number } {
  const self = process.cpuUsage();
  return { server: processCpuMs(serverPid), self: (self.user + self.system) / 1000, db: postgresCpuMs() };
}

function report(label: string, concurrency: number, outcome: LoadOutcome): PhaseResult {
  if (outcome.samples.length > 0)
    process.stdout.write(`${label}: ${outcome.errors} errors, e.g. ${outcome.samples.join(' | ')}\n`);
  return summarise(label, concurrency, outcome.latenciesMs, outcome.seconds, outcome.errors);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
