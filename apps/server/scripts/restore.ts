// `npm run restore FILE`: brings a backup of `npm run backup` (or of the scheduled backup) back into
// an EMPTY data directory (DATA_DIR/pglite) or an EMPTY database (DATABASE_URL); a target holding
// data is refused, never overwritten. The server then starts on it as usual (and migrates it forward).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config.ts';
import { DataDirInUseError } from '../src/db/data-dir-lock.ts';
import { BackupError, restorePglite, restorePostgres } from '../src/modules/backup/backup-service.ts';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new BackupError('사용법 / usage: npm run restore -- <backup file>');
  if (!existsSync(file)) throw new BackupError(`백업 파일이 없습니다. No such backup file: ${file}`);
  const config = loadConfig();
  if (config.DATABASE_URL) {
    await restorePostgres(path.resolve(file), config.DATABASE_URL);
    process.stdout.write(`복원 완료 / restored ${file} into DATABASE_URL's database\n`);
    return;
  }
  const dataDir = path.resolve(config.DATA_DIR, 'pglite');
  await restorePglite(path.resolve(file), dataDir);
  process.stdout.write(`복원 완료 / restored ${file} into ${dataDir}\n`);
  if (!config.JWT_SECRET && !existsSync(path.resolve(config.DATA_DIR, 'jwt-secret'))) {
    process.stdout.write(
      `주의: ${path.resolve(config.DATA_DIR, 'jwt-secret')}가 없습니다. 원래 서버의 파일을 복사하지 않으면 로그인이 풀리고 API 키를 다시 발급해야 합니다.\n` +
        'Note: DATA_DIR/jwt-secret is missing. Copy the old one in (or set JWT_SECRET to it), or members must log in again and renew their API keys.\n',
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirInUseError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `restore failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
