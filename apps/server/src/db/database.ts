import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type PgDriver from 'pg';
import { PGlite } from '@electric-sql/pglite';
import {
  ANY_TABLE,
  CHANGE_CHANNEL,
  createChangeFeed,
  forwardChanges,
  startChangeListener,
  type ChangeListener,
} from './change-feed.ts';
import { lockDataDir } from './data-dir-lock.ts';
import {
  initialiseDataDir,
  PGLITE_EXTENSIONS,
  pgliteStartParams,
  tuneWasmTiering,
} from './pglite-settings.ts';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** What repositories run SQL on: the database itself or an open transaction. */
export interface QueryOptions {
  /**
   * PostgreSQL: run it as a named prepared statement, parsed and planned once per connection (a
   * name always stands for the same text). The embedded database ignores it.
   */
  name?: string;
}

export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** A connection pool's state (PostgreSQL); the embedded database has one connection and none. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  poolStats?(): PoolStats;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Committed changes of the tables the read cache serves (migration 0019's triggers), made by any
   * process: the table's name, or `*` when changes may have been missed. This process's own change
   * arrives before the query or transaction that made it resolves.
   */
  onChange(listener: ChangeListener): () => void;
  /** False while another process's change might not arrive (PostgreSQL: the listener is down). */
  changesLive(): boolean;
  /**
   * The embedded database only: a gzip tarball of its data directory, taken between transactions
   * after a checkpoint, which PGlite opens again with `loadDataDir` (docs/decisions/retention-and-backups.md).
   */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** Where PGlite keeps its files; absent means in memory. */
  dataDir?: string;
  /** PostgreSQL schema to use (the order bench isolates its run in one). */
  schema?: string;
  poolSize?: number;
}

let pgDriver: Promise<typeof PgDriver> | undefined;
/** The PostgreSQL driver, loaded on first use: the embedded database's start-up never loads it. */
function loadPg(): Promise<typeof PgDriver> {
  pgDriver ??= import('pg').then(({ default: driver }) => {
    // BIGINT holds milli-points; every value we store fits a double exactly (< 2^53).
    driver.types.setTypeParser(driver.types.builtins.INT8, (v) => Number(v));
    return driver;
  });
  return pgDriver;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(await loadPg(), options.url, options) : openPglite(options.dataDir);
}

function openPostgres(pg: typeof PgDriver, url: string, options: DatabaseOptions): Database {
  const clientConfig = {
    connectionString: url,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  };
  // Every pooled connection listens too: PostgreSQL tells a session of its own notifications just
  // before its COMMIT answers, so a write is seen by this process's cache before the write returns.
  let listener: ReturnType<typeof startChangeListener> | undefined;
  const changes = createChangeFeed(() => listener?.connected() ?? false);
  const listen = async (client: PgDriver.ClientBase) => {
    forwardChanges(client, changes);
    await client.query(`LISTEN ${CHANGE_CHANNEL}`);
  };
  // pg-pool awaits a returned promise before it hands the new connection out (pg-pool 3.14
  // index.js), though @types/pg types the hook as returning nothing.
  const listenOnConnect = listen as (client: PgDriver.ClientBase) => void;
  const pool = new pg.Pool({
    ...clientConfig,
    max: options.poolSize ?? 20, // kept in step with poolStats' max below
    // A connection once opened is kept until the pool ends. pg-pool's default closes each one idle
    // for 10 s, so the connections a burst opened all closed together 10 s after it, and their
    // backends exiting at once stalled the orders still coming in by 50 to 100 ms (docs/benchmarks.md,
    // "The stall 10 s after a burst").
    idleTimeoutMillis: 0,
    onConnect: listenOnConnect,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const wrap = (client: PgDriver.Pool | PgDriver.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[], options?: QueryOptions) {
      const values = params as unknown[] | undefined;
      const result = options?.name
        ? await client.query({ name: options.name, text: sql, values })
        : await client.query(sql, values);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  const max = options.poolSize ?? 20;
  return {
    kind: 'postgres',
    ...wrap(pool),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    onChange(onChange) {
      // Started by the first subscriber (a server), so scripts and tests without a cache open none.
      listener ??= startChangeListener(pg.Client, clientConfig, changes);
      return changes.subscribe(onChange);
    },
    changesLive: () => changes.live(),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await listener?.close();
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  tuneWasmTiering();
  const dir = dataDir ? path.resolve(dataDir) : undefined;
  if (!dir)
    return pgliteDatabase(
      await PGlite.create(undefined, { startParams: pgliteStartParams(), extensions: PGLITE_EXTENSIONS }),
    );
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dir);
  try {
    initialiseDataDir(dir);
    const db = pgliteDatabase(
      await PGlite.create(dir, { startParams: pgliteStartParams(), extensions: PGLITE_EXTENSIONS }),
    );
    return {
      ...db,
      async close() {
        await db.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Our `Database` over a PGlite the caller opened (tests open theirs from a data-directory snapshot). */
export function pgliteDatabase(db: PGlite): Database {
  type Tx = Pick<PGlite, 'query' | 'exec'>;
  const wrap = (client: Tx): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await client.query<T>(sql, params as unknown[] | undefined);
      // PGlite reports affectedRows 0 for a SELECT; pg's rowCount counts returned rows there.
      return { rows: result.rows, rowCount: Math.max(result.affectedRows ?? 0, result.rows.length) };
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
  });
  // One process owns the embedded database: its own notifications are all there are, and PGlite
  // calls the listener before the statement that committed resolves.
  const changes = createChangeFeed(() => true);
  let listening = false;
  return {
    kind: 'pglite',
    ...wrap(db),
    onChange(onChange) {
      if (!listening) {
        listening = true;
        db.listen(CHANGE_CHANNEL, (payload) => changes.receive(payload || ANY_TABLE)).catch(() => undefined);
      }
      return changes.subscribe(onChange);
    },
    changesLive: () => changes.live(),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    async snapshot() {
      // The checkpoint writes every page, so loading the copy needs no WAL replay; holding a
      // transaction while dumping makes every other transaction wait, so none is copied half done.
      await db.exec('CHECKPOINT');
      return db.transaction(() => db.dumpDataDir('gzip'));
    },
    close: () => db.close(),
  };
}
