import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/database/test-database.ts';
import type { Database } from './database.ts';
import { listMigrations, migrate } from './migrate.ts';

let blank: TestDatabase;
let db: Database;
beforeAll(async () => {
  blank = await openTestDatabase('blank');
  db = blank.db;
});
afterAll(() => blank.close());

describe('migrations', () => {
  it('apply every file once, in order, and nothing on a second start', async () => {
    const all = listMigrations().map((m) => m.version);
    expect(all[0]).toBe('0001_catalog');
    expect(await migrate(db)).toEqual(all);
    expect(await migrate(db)).toEqual([]);
    const { rows, rowCount } = await db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((r) => r.version)).toEqual(all);
    expect(rowCount).toBe(all.length);
  });

  it('let concurrent start-ups on an empty database apply each migration exactly once', async () => {
    const fresh = await openTestDatabase('blank');
    try {
      const results = await Promise.all([migrate(fresh.db), migrate(fresh.db), migrate(fresh.db)]);
      expect(results.flat().sort()).toEqual(listMigrations().map((m) => m.version));
    } finally {
      await fresh.close();
    }
  });
});
