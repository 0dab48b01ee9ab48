import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toMilli } from '@smm/contract/money';
import { systemClock } from '../src/clock.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { createTokenService } from '../src/modules/accounts/token-service.ts';
import { credit } from '../src/modules/ledger/ledger-repository.ts';
import { seedDemoCatalog } from '../src/seed/demo-catalog.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BenchSchema {
  schema: string;
  db: Database;
  drop(): Promise<void>;
}

/** A private schema holding the whole migrated database; dropped at the end of the run. */
export async function createBenchSchema(url: string): Promise<BenchSchema> {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = await openDatabase({ url, poolSize: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const db = await openDatabase({ url, schema, poolSize: 4 });
  await migrate(db);
  await seedDemoCatalog(db);
  return {
    schema,
    db,
    async drop() {
      await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}

/** Members with a balance far beyond what the run spends, credited through the ledger. */
export async function createBenchMembers(db: Database, count: number, jwtSecret: string) {
  const tokens = createTokenService(jwtSecret, 3600, systemClock);
  const members: { id: number; token: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO members (login_id, email, register_where) VALUES ($1, $2, '기타') RETURNING id`,
      [`bench${i}`, `bench${i}@example.com`],
    );
    const id = rows[0]!.id;
    await db.transaction((tx) =>
      credit(tx, {
        memberId: id,
        amountMilli: toMilli(1e9),
        reason: 'adjustment',
        refType: 'bench',
        refId: null,
        key: `bench:${id}`,
      }),
    );
    members.push({ id, token: await tokens.sign({ memberId: id, tokenVersion: 0 }) });
  }
  return members;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface BenchServer {
  port: number;
  pid: number;
  logFile: string;
  stop(): Promise<void>;
  /** Lines the server logged at error level or above during the run. */
  errorLines(): string[];
}

/** Where the bench server's data is: a schema of a PostgreSQL, or an embedded database's directory. */
export type BenchDatabase = { url: string; schema: string } | { dataDir: string };

/**
 * Starts the real server (compiled dist/server.js, as `npm start` runs it) on loopback, on the bench schema via
 * PGOPTIONS or on an embedded database's directory, and waits until it answers. Its log goes to a
 * file read back for errors at the end.
 */
export async function startServer(options: {
  database: BenchDatabase;
  jwtSecret: string;
  logLevel: string;
  logFile: string;
  profileDir?: string;
}): Promise<BenchServer> {
  const port = await freePort();
  const logFd = openSync(options.logFile, 'w');
  // BENCH_PROFILE_DIR: write a V8 CPU profile of the server there, to see where a request's time goes.
  const profile = options.profileDir ? ['--cpu-prof', '--cpu-prof-dir', options.profileDir] : [];
  execFileSync(process.execPath, [path.join(SERVER_DIR, '../../scripts/build-server.mjs')], {
    stdio: 'inherit',
  });
  const child: ChildProcess = spawn(process.execPath, [...profile, 'dist/server.js'], {
    cwd: SERVER_DIR,
    stdio: ['ignore', logFd, logFd],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...('url' in options.database
        ? { DATABASE_URL: options.database.url, PGOPTIONS: `-c search_path=${options.database.schema}` }
        : { DATA_DIR: options.database.dataDir }),
      JWT_SECRET: options.jwtSecret,
      LOG_LEVEL: options.logLevel,
      DEMO_CATALOG: 'false',
      // The background sweeps (fulfilment, expiry) are not the order path being measured, and with no
      // provider mapped they would flag every bench order each period; BENCH_JOBS_INTERVAL_MS puts them back.
      JOBS_INTERVAL_MS: process.env.BENCH_JOBS_INTERVAL_MS ?? String(3_600_000),
      // The bench is a deliberate flood from a few members: the abuse limits would measure 429s.
      RATE_LIMIT_ORDERS_PER_MINUTE: '1000000',
      RATE_LIMIT_API_PER_MINUTE: '1000000',
    },
  });
  closeSync(logFd);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited early:\n${readFileSync(options.logFile, 'utf8')}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/service/settings`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('server did not start within 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    pid: child.pid!,
    logFile: options.logFile,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
    errorLines: () =>
      readFileSync(options.logFile, 'utf8')
        .split('\n')
        .filter((l) => /"level":(50|60)/.test(l)),
  };
}
