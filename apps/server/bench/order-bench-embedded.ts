/**
 * The order bench's embedded-database part (issue 13: "measured and recorded beside PostgreSQL"):
 * the same orders against the real server on a PGlite data directory prepared here, at the same
 * concurrencies and fixed rate. PGlite runs inside the server process, so the server's CPU per order
 * is the application and the database together.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemoCatalog } from '../src/seed/demo-catalog.ts';
import { createBenchMembers, startServer } from './bench-setup.ts';
import { processCpuMs } from './cpu-usage.ts';
import { closedLoop, fixedRate, type LoadOutcome, type PreparedRequest } from './http-load.ts';
import { renderTable, summarise, type PhaseResult } from './stats.ts';

export const BENCH_SERVICE_TEXT = '인스타그램 외국인 게시물 좋아요';
export const BENCH_AMOUNT = 100;

/** One prepared order per member: worker i always orders as member i. */
export function orderRequests(members: { token: string }[], serviceId: number): PreparedRequest[] {
  const body = Buffer.from(
    JSON.stringify({ serviceId, link: 'https://www.instagram.com/p/bench/', amount: BENCH_AMOUNT }),
  );
  return members.map((member) => ({
    path: '/api/service/order',
    headers: {
      authorization: `Bearer ${member.token}`,
      'content-type': 'application/json',
      'content-length': String(body.length),
    },
    body,
  }));
}

export async function benchServiceId(db: Database): Promise<{ id: number; unit_price_milli: number }> {
  const { rows } = await db.query<{ id: number; unit_price_milli: number }>(
    'SELECT id, unit_price_milli FROM services WHERE text = $1',
    [BENCH_SERVICE_TEXT],
  );
  const service = rows[0];
  if (!service) throw new Error(`the demo catalogue has no service "${BENCH_SERVICE_TEXT}"`);
  return service;
}

export interface EmbeddedOptions {
  levels: number[];
  seconds: number;
  rate: number;
  maxRequests: number;
  jwtSecret: string;
  logLevel: string;
  /** Best API throughput on PostgreSQL, for the ratio column. */
  postgresBest: number;
}

/** Runs the embedded phases and returns the report's lines. */
export async function runEmbeddedPhases(options: EmbeddedOptions): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'order-bench-pglite-'));
  const pgliteDir = path.join(dataDir, 'pglite');
  const logFile = path.join(tmpdir(), `order-bench-server-${path.basename(dataDir)}.log`);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    // Prepared in this process, closed, then opened by the server (at DATA_DIR/pglite, startup.ts):
    // one process holds the directory at a time.
    const setup = await openDatabase({ dataDir: pgliteDir });
    await migrate(setup);
    await seedDemoCatalog(setup);
    const service = await benchServiceId(setup);
    const members = await createBenchMembers(setup, Math.max(...options.levels), options.jwtSecret);
    await setup.close();
    const prepared = orderRequests(members, service.id);

    server = await startServer({
      database: { dataDir },
      jwtSecret: options.jwtSecret,
      logLevel: options.logLevel,
      logFile,
    });
    const port = server.port;
    await closedLoop(port, (i) => prepared[i]!, {
      concurrency: 8,
      seconds: 3,
      maxRequests: options.maxRequests,
    });

    const rows: string[][] = [
      [
        'conc',
        'req/s',
        'p50 ms',
        'p99 ms',
        'err',
        'server ms/order (app + PGlite)',
        'vs best PostgreSQL API',
      ],
    ];
    for (const concurrency of options.levels) {
      const cpu0 = processCpuMs(server.pid);
      const outcome = await closedLoop(port, (i) => prepared[i]!, {
        concurrency,
        seconds: options.seconds,
        maxRequests: options.maxRequests,
      });
      const cpu1 = processCpuMs(server.pid);
      const r = report(`embedded c=${concurrency}`, concurrency, outcome);
      rows.push([
        String(concurrency),
        r.throughput.toFixed(0),
        r.p50.toFixed(2),
        r.p99.toFixed(2),
        String(r.errors),
        ((cpu1 - cpu0) / r.count).toFixed(3),
        (r.throughput / options.postgresBest).toFixed(2),
      ]);
      process.stdout.write(
        `embedded c=${concurrency}: ${r.throughput.toFixed(0)}/s p99 ${r.p99.toFixed(1)} ms\n`,
      );
    }
    const rated = report(
      `embedded ${options.rate}/s`,
      0,
      await fixedRate(port, (k) => prepared[k % prepared.length]!, {
        rate: options.rate,
        seconds: options.seconds,
        maxSockets: 64,
      }),
    );
    const errorLines = server.errorLines().length;
    await server.stop();
    server = undefined;

    const check = await openDatabase({ dataDir: pgliteDir });
    const { rows: checked } = await check.query<{ orders: number; mismatched: number }>(
      `SELECT (SELECT count(*)::int FROM orders) AS orders,
              (SELECT count(*)::int FROM members m
                WHERE m.point_milli <> (SELECT COALESCE(sum(delta_milli), 0) FROM point_ledger l WHERE l.member_id = m.id)) AS mismatched`,
    );
    await check.close();
    if (errorLines === 0) rmSync(logFile, { force: true });
    return [
      'Embedded database (PGlite in the server process, same orders, same server build):',
      renderTable(rows),
      '',
      `embedded at ${options.rate}/s: achieved ${rated.throughput.toFixed(0)}/s, p50 ${rated.p50.toFixed(2)} ms, p99 ${rated.p99.toFixed(2)} ms, errors ${rated.errors}`,
      `embedded: orders written ${checked[0]!.orders}, members whose balance differs from their ledger: ${checked[0]!.mismatched}, server log lines at error level: ${errorLines}`,
    ];
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(label: string, concurrency: number, outcome: LoadOutcome): PhaseResult {
  if (outcome.samples.length > 0)
    process.stdout.write(`${label}: ${outcome.errors} errors, e.g. ${outcome.samples.join(' | ')}\n`);
  return summarise(label, concurrency, outcome.latenciesMs, outcome.seconds, outcome.errors);
}
