import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../src/db/database.ts';

// Every database the tests create on the shared PostgreSQL is named smm_test_<created>_<random>[_<role>]:
// the random part keeps concurrent runs (other worktrees, other projects) apart, and the creation
// time lets any run drop what a killed run left behind.
const PREFIX = 'smm_test_';
const NAME = /^smm_test_([0-9a-z]+)_[0-9a-f]+(?:_[a-z]+)?$/;
/** Older than this, a test database belongs to a run that died: no run lasts anywhere near as long. */
export const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

/** A fresh database name, unique across concurrent runs; `role` names a template (`migrated`). */
export function testDatabaseName(role?: string, now = Date.now()): string {
  const created = Math.floor(now / 1000).toString(36);
  return `${PREFIX}${created}_${randomBytes(5).toString('hex')}${role ? `_${role}` : ''}`;
}

/** When the database named `name` was created, or null when the name is not one of ours. */
export function createdAt(name: string): number | null {
  const match = NAME.exec(name);
  return match?.[1] ? parseInt(match[1], 36) * 1000 : null;
}

/** `url` pointing at the database `name` on the same server. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Drops the test databases that killed runs left behind (older than STALE_AFTER_MS). */
export async function dropStaleTestDatabases(admin: Queryable, now = Date.now()): Promise<string[]> {
  const { rows } = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE 'smm\\_test\\_%'`,
  );
  const stale = rows
    .map((r) => r.datname)
    .filter((name) => {
      const created = createdAt(name);
      return created !== null && now - created > STALE_AFTER_MS;
    });
  for (const name of stale) await admin.exec(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  return stale;
}
