// `npm run backup`: one consistent, compressed backup of the configured database into BACKUP_DIR
// (docs/decisions/retention-and-backups.md). The embedded database can only be read by the process
// that owns it, so with a running server this refuses and names the scheduled backup instead.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config.ts';
import { DataDirInUseError } from '../src/db/data-dir-lock.ts';
import { openDatabase } from '../src/db/database.ts';
import { BackupError, writeBackup } from '../src/modules/backup/backup-service.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const dataDir = path.resolve(config.DATA_DIR, 'pglite');
  if (!config.DATABASE_URL && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(
      `백업할 내장 데이터베이스가 없습니다(${dataDir}). No embedded database at ${dataDir}: check DATA_DIR.`,
    );
  }
  const db = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL, poolSize: 1 } : { dataDir },
  );
  try {
    const file = await writeBackup({
      db,
      databaseUrl: config.DATABASE_URL,
      dir: path.resolve(config.BACKUP_DIR),
      now: new Date(),
    });
    process.stdout.write(`백업 완료 / backup written: ${file}\n`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirInUseError) {
    process.stderr.write(
      `${error.message}\n` +
        '실행 중인 서버가 내장 데이터베이스를 쓰고 있어 다른 프로세스는 읽을 수 없습니다. 서버를 멈춘 뒤 백업하거나, ' +
        'BACKUP_INTERVAL_HOURS를 설정해 실행 중인 서버가 직접 백업하게 하세요.\n' +
        'A running server owns the embedded database and no other process may read it: stop the server and ' +
        'run the backup again, or set BACKUP_INTERVAL_HOURS so the running server writes backups itself.\n',
    );
  } else if (error instanceof BackupError || error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `backup failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
