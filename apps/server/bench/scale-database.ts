/**
 * A database of its own for `npm run bench:scale` (not a schema, as the other benches use): the
 * backup phase dumps and restores a whole database, as `npm run backup` and `npm run restore` do.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemoCatalog } from '../src/seed/demo-catalog.ts';

export interface ScaleDatabase {
  name: string;
  url: string;
  db: Database;
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
    async drop() {
      await db.close();
      await dropDatabase(url, created.name);
    },
  };
}
