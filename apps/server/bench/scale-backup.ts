/**
 * The backup phase of `npm run bench:scale`: `writeBackup` (pg_dump, as `npm run backup` and the
 * scheduled backup run it) of the year's database, `restorePostgres` (as `npm run restore`) into a
 * new database, and the proof: the ledger's checksum and every member's balance are equal on both.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Queryable } from '../src/db/database.ts';
import { restorePostgres, writeBackup } from '../src/modules/backup/backup-service.ts';
import { createEmptyDatabase, dropDatabase, type ScaleDatabase } from './scale-database.ts';

export interface BackupFigures {
  backupSeconds: number;
  backupMb: number;
  restoreSeconds: number;
  ledgerRows: number;
  /** md5 over every ledger row in id order, equal on the original and the restored database. */
  checksum: string;
  equal: boolean;
}

async function ledgerChecksum(db: Queryable): Promise<{ rows: number; sum: string }> {
  const { rows } = await db.query<{ rows: number; sum: string }>(
    `SELECT count(*)::int AS rows,
            md5(string_agg(id || ':' || member_id || ':' || delta_milli || ':' || balance_after_milli || ':' ||
                           idempotency_key, ',' ORDER BY id)) ||
            (SELECT md5(string_agg(id || ':' || point_milli, ',' ORDER BY id)) FROM members) AS sum
       FROM point_ledger`,
  );
  return rows[0] ?? { rows: 0, sum: '' };
}

export async function backupAndRestore(serverUrl: string, source: ScaleDatabase): Promise<BackupFigures> {
  if (!source.url) throw new Error('the backup phase runs on PostgreSQL');
  const dir = mkdtempSync(path.join(tmpdir(), 'scale-backup-'));
  const target = await createEmptyDatabase(serverUrl, '_restored');
  try {
    let started = performance.now();
    const file = await writeBackup({ db: source.db, databaseUrl: source.url, dir, now: new Date() });
    const backupSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    await restorePostgres(file, target.url);
    const restoreSeconds = (performance.now() - started) / 1000;
    const original = await ledgerChecksum(source.db);
    const restoredDb = await openDatabase({ url: target.url, poolSize: 1 });
    const restored = await ledgerChecksum(restoredDb).finally(() => restoredDb.close());
    return {
      backupSeconds,
      backupMb: statSync(file).size / 2 ** 20,
      restoreSeconds,
      ledgerRows: original.rows,
      checksum: original.sum.slice(0, 12),
      equal: original.sum === restored.sum && original.rows === restored.rows,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await dropDatabase(serverUrl, target.name);
  }
}
