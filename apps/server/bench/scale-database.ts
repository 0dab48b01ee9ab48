/**
 * The store of `npm run bench:scale`: on PostgreSQL a database of its own (not a schema, as the other
 * benches use: the backup phase dumps and restores a whole database, as `npm run backup` and
 * `npm run restore` do); embedded, a data directory of its own.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../src/db/database.ts';
import type { BenchDatabase } from './bench-setup.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemoCatalog } from '../src/seed/demo-catalog.ts';

export interface ScaleDatabase {
  name: string;
  /** PostgreSQL: the database's connection string (pg_dump reads it); embedded: none. */
  url?: string;
  /** Open while the store is built; the embedded one is closed by `handOver`. */
  db: Database;
  /** How the server reaches the store. */
  server: BenchDatabase;
  /** Embedded: closes this process's handle, so that the server can own the files. */
  handOver(): Promise<void>;
  drop(): Promise<void>;
}

/** `url` with its database name replaced. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function onServer(url: string, sql: string): Promise<void> {
  const admin = await openDatabase({ url, poolSize: 1 });
  try {
    await admin.exec(sql);
  } finally {
    await admin.close();
  }
}

/** An empty database named `scale_<random><suffix>` on the server of `url`; dropped by `drop`. */
export async function createEmptyDatabase(url: string, suffix = ''): Promise<{ name: string; url: string }> {
  const name = `scale_${randomBytes(4).toString('hex')}${suffix}`;
  await onServer(url, `CREATE DATABASE ${name}`);
  return { name, url: databaseUrl(url, name) };
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** A migrated database with the demo catalogue (its platforms hold the bench's categories). */
export async function createScaleDatabase(url: string): Promise<ScaleDatabase> {
  const created = await createEmptyDatabase(url);
  const db = await openDatabase({ url: created.url, poolSize: 4 });
  await migrate(db);
  await seedDemoCatalog(db);
  return {
    ...created,
    db,
    server: { url: created.url, schema: 'public' },
    async handOver() {},
    async drop() {
      await db.close();
      await dropDatabase(url, created.name);
    },
  };
}

/**
 * A store a run with `--keep` left (`--reuse NAME`), migrated to this branch's migrations, so the
 * same rows are timed before and after a change; it stays when the run ends.
 */
export async function openScaleDatabase(url: string, name: string): Promise<ScaleDatabase> {
  const db = await openDatabase({ url: databaseUrl(url, name), poolSize: 4 });
  await migrate(db);
  return {
    name,
    url: databaseUrl(url, name),
    db,
    server: { url: databaseUrl(url, name), schema: 'public' },
    async handOver() {},
    async drop() {
      await db.close();
    },
  };
}

/** A migrated embedded database with the demo catalogue, in a new directory (the server's DATA_DIR). */
export async function createEmbeddedScaleDatabase(): Promise<ScaleDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scale-embedded-'));
  const db = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await migrate(db);
  await seedDemoCatalog(db);
  let open = true;
  return {
    name: dataDir,
    db,
    server: { dataDir },
    async handOver() {
      if (open) await db.close();
      open = false;
    },
    async drop() {
      if (open) await db.close();
      open = false;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
