import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../../src/db/pglite-settings.ts';
import { inject } from 'vitest';
import { openDatabase, pgliteDatabase, type Database } from '../../src/db/database.ts';
import type { SnapshotRole } from './test-database-sources.ts';
import { databaseUrl, testDatabaseName } from './test-database-names.ts';
import './test-database-sources.ts';

/** Which database the project runs on; `none` in server-unit, whose tests must not open one. */
export const TEST_DB =
  process.env.TEST_DB === 'postgres' ? 'postgres' : process.env.TEST_DB === 'none' ? 'none' : 'pglite';

export interface TestDatabase {
  db: Database;
  /** The connection string of this database (PostgreSQL only), for a second pool on it. */
  url?: string;
  /** Closes the database and, on PostgreSQL, drops it. */
  close(): Promise<void>;
}

/**
 * A database of this file's own: a copy of the run's `blank`, `migrated` or `seeded` database, which
 * the project's global setup built once (`*.setup.ts` next to this file).
 */
export async function openTestDatabase(from: SnapshotRole): Promise<TestDatabase> {
  if (TEST_DB === 'none') {
    throw new Error(
      'server-unit runs tests without a database: name this file *.test.ts, not *.unit.test.ts',
    );
  }
  const sources = inject('testDatabaseSources');
  if (sources.kind === 'pglite') {
    const db = pgliteDatabase(await loadSnapshot(sources.snapshots[from]));
    return { db, close: () => db.close() };
  }
  const name = testDatabaseName();
  await onServer(sources.url, `CREATE DATABASE "${name}" TEMPLATE "${sources.templates[from]}"`);
  const url = databaseUrl(sources.url, name);
  const db = await openDatabase({ url, poolSize: 30 });
  return {
    db,
    url,
    async close() {
      await db.close();
      await onServer(sources.url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

// Read once per test file: a file that opens several databases reuses the bytes.
const tarballs = new Map<string, Blob>();

function loadSnapshot(file: string): Promise<PGlite> {
  let tarball = tarballs.get(file);
  if (!tarball) tarballs.set(file, (tarball = new Blob([readFileSync(file)])));
  return PGlite.create({ loadDataDir: tarball, extensions: PGLITE_EXTENSIONS });
}

/** Runs one statement that may not run in a transaction (CREATE/DROP DATABASE) on the server. */
async function onServer(url: string, sql: string): Promise<void> {
  const admin = await openDatabase({ url, poolSize: 1 });
  try {
    await admin.exec(sql);
  } finally {
    await admin.close();
  }
}
