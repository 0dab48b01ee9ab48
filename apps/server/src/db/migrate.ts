import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_KEY = 724_311; // any constant: serialises concurrent start-ups on one PostgreSQL

const migrationFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort();

export function listMigrations(dir = MIGRATIONS_DIR): { version: string; sql: string }[] {
  return migrationFiles(dir).map((f) => ({
    version: f.replace(/\.sql$/, ''),
    sql: readFileSync(path.join(dir, f), 'utf8'),
  }));
}

/**
 * Whether every migration is applied already: one read, no lock, no transaction per file. A version
 * once recorded stays, so a yes is safe to act on; a no takes the locked path below.
 */
async function allApplied(db: Database): Promise<boolean> {
  const table = await db.query<{ present: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS present",
  );
  if (!table.rows[0]?.present) return false;
  const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((r) => r.version));
  return migrationFiles(MIGRATIONS_DIR).every((f) => applied.has(f.replace(/\.sql$/, '')));
}

/** Applies every migration not yet applied, in order, each in its own transaction. Returns the applied versions. */
export async function migrate(db: Database): Promise<string[]> {
  // A second start (every migration applied) checks with one query instead of a transaction per file.
  if (await allApplied(db)) return [];
  // Under the lock too: two processes creating the table at once would collide in the catalogue.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
  });
  const applied: string[] = [];
  for (const migration of listMigrations()) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (seen.rowCount > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
