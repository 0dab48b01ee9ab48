import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../../db/pglite-settings.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, pgliteDatabase, type Database, type Queryable } from '../../db/database.ts';
import { listBackups } from './backup-files.ts';
import { BackupError, backupIfDue, restorePglite, restorePostgres, writeBackup } from './backup-service.ts';
import { databaseUrl, testDatabaseName } from '../../../test/database/test-database-names.ts';
import { createTestMember } from '../../../test/helpers/members.ts';
import { createTestService } from '../../../test/helpers/order-fixtures.ts';
import { createTestContext, TEST_DB, type TestContext } from '../../../test/helpers/test-context.ts';

let ctx: TestContext;
let dir: string;

beforeAll(async () => {
  ctx = await createTestContext();
  dir = mkdtempSync(path.join(tmpdir(), 'smm-backup-test-'));
  // A store with history: members with balances, orders (one canceled, so refunded), a deleted member.
  const service = await createTestService(ctx, { price: 0.5, max: 1000 });
  for (let i = 0; i < 3; i++) {
    const m = await createTestMember(ctx, { points: 1000 + i });
    for (const amount of [100, 333]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/service/order',
        headers: m.headers,
        payload: { link: `https://x.com/p/${i}`, serviceId: service, amount },
      });
      expect(res.statusCode).toBe(200);
    }
    if (i === 2) {
      const res = await ctx.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: m.headers });
      expect(res.statusCode).toBe(200);
    }
  }
});

afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every member, order and ledger row, and every member whose balance is not its ledger's sum. */
async function contents(db: Queryable) {
  const q = async (sql: string) => (await db.query(sql)).rows;
  return {
    members: await q('SELECT id, login_id, point_milli, deleted_at FROM members ORDER BY id'),
    orders: await q(
      'SELECT id, member_id, service_id, link, amount, cost_milli, status FROM orders ORDER BY id',
    ),
    ledger: await q(
      'SELECT id, member_id, delta_milli, balance_after_milli, reason, idempotency_key, created_at FROM point_ledger ORDER BY id',
    ),
    unbalanced: await q(
      `SELECT m.id FROM members m
        WHERE m.point_milli <> (SELECT COALESCE(sum(delta_milli), 0) FROM point_ledger l WHERE l.member_id = m.id)`,
    ),
  };
}

describe(`backup and restore (${TEST_DB})`, () => {
  it('restores a backup into an empty target with every member, order and ledger row', async () => {
    const before = await contents(ctx.db);
    expect(before.orders.length).toBeGreaterThanOrEqual(6);
    expect(before.unbalanced).toEqual([]);

    const file = await writeBackup({
      db: ctx.db,
      databaseUrl: ctx.databaseUrl,
      dir,
      now: new Date('2026-03-01T09:00:00Z'),
    });
    expect(path.basename(file)).toBe(
      TEST_DB === 'postgres' ? 'smm-postgres-20260301T090000Z.dump' : 'smm-pglite-20260301T090000Z.tar.gz',
    );
    // Compressed: gzip for the embedded database; pg_dump's custom format starts with PGDMP.
    const head = readFileSync(file).subarray(0, 5);
    if (TEST_DB === 'postgres') expect(head.toString('latin1')).toBe('PGDMP');
    else expect([...head.subarray(0, 2)]).toEqual([0x1f, 0x8b]);

    const restored = await restoreIntoFreshTarget(file);
    try {
      const after = await contents(restored.db);
      expect(after).toEqual(before);
      expect(after.unbalanced).toEqual([]);
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore into a target that holds data, and says why in Korean and English', async () => {
    const file = await writeBackup({
      db: ctx.db,
      databaseUrl: ctx.databaseUrl,
      dir,
      now: new Date('2026-03-02T09:00:00Z'),
    });
    const attempt =
      TEST_DB === 'postgres'
        ? // The test's own database: full of tables.
          restorePostgres(file, ctx.databaseUrl ?? '')
        : restorePglite(file, path.dirname(file));
    await expect(attempt).rejects.toBeInstanceOf(BackupError);
    await expect(attempt).rejects.toThrow(/비어 있지 않습니다.*not empty/);
  });

  it('the scheduled backup writes one per interval and keeps only the newest BACKUP_KEEP', async () => {
    const own = mkdtempSync(path.join(tmpdir(), 'smm-backup-schedule-'));
    try {
      const target = (iso: string) => ({
        db: ctx.db,
        databaseUrl: ctx.databaseUrl,
        dir: own,
        now: new Date(iso),
      });
      expect(await backupIfDue(target('2026-03-01T00:00:00Z'), 24, 2)).not.toBeNull();
      expect(await backupIfDue(target('2026-03-01T23:00:00Z'), 24, 2)).toBeNull(); // not due yet
      expect(await backupIfDue(target('2026-03-02T00:00:00Z'), 24, 2)).not.toBeNull();
      expect(await backupIfDue(target('2026-03-03T00:00:00Z'), 24, 2)).not.toBeNull();
      expect(listBackups(own).map((b) => b.takenAt.toISOString())).toEqual([
        '2026-03-03T00:00:00.000Z',
        '2026-03-02T00:00:00.000Z',
      ]);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});

/** PGlite: a fresh data directory; PostgreSQL: a freshly created database, dropped by close(). */
async function restoreIntoFreshTarget(file: string): Promise<{ db: Database; close(): Promise<void> }> {
  if (TEST_DB === 'pglite') {
    const dataDir = path.join(dir, 'restored-pglite');
    await restorePglite(file, dataDir);
    const db = pgliteDatabase(await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS }));
    return { db, close: () => db.close() };
  }
  const sources = inject('testDatabaseSources');
  if (sources.kind !== 'postgres') throw new Error('expected PostgreSQL sources');
  const name = testDatabaseName('restore');
  const admin = await openDatabase({ url: sources.url, poolSize: 1 });
  await admin.exec(`CREATE DATABASE "${name}" TEMPLATE template0`);
  const url = databaseUrl(sources.url, name);
  try {
    await restorePostgres(file, url);
  } catch (error) {
    await admin.exec(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.close();
    throw error;
  }
  const db = await openDatabase({ url, poolSize: 2 });
  return {
    db,
    async close() {
      await db.close();
      await admin.exec(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.close();
    },
  };
}
