import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../../db/database.ts';
import { lockDataDir } from '../../db/data-dir-lock.ts';
import { PGLITE_EXTENSIONS, pgliteStartParams } from '../../db/pglite-settings.ts';
import { countUserTables } from './backup-repository.ts';
import { backupFileName, backupKind, listBackups, pruneBackups } from './backup-files.ts';

/** A refusal the operator can act on; the scripts print its message (Korean, then English). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export interface BackupTarget {
  /** The open database (PGlite: its snapshot is taken in this process, which owns the files). */
  db: Database;
  /** PostgreSQL: the connection string pg_dump reads. */
  databaseUrl?: string;
  dir: string;
  now: Date;
}

/**
 * Writes one consistent, compressed backup into `dir` and returns its path. The file appears under
 * its final name only once complete (written as .partial, then renamed), so a crash never leaves a
 * truncated file that looks like a backup.
 */
export async function writeBackup(target: BackupTarget): Promise<string> {
  mkdirSync(target.dir, { recursive: true });
  const kind = target.db.kind;
  const file = path.join(target.dir, backupFileName(kind, target.now));
  const partial = `${file}.partial`;
  try {
    if (kind === 'pglite') {
      if (!target.db.snapshot) throw new BackupError('this database cannot take a snapshot');
      const tarball = await target.db.snapshot();
      writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
    } else {
      if (!target.databaseUrl) throw new BackupError('DATABASE_URL is needed for pg_dump');
      // Custom format: compressed, one snapshot of the whole database, restored by pg_restore.
      await run('pg_dump', [
        '--format=custom',
        '--compress=6',
        '--no-owner',
        `--file=${partial}`,
        target.databaseUrl,
      ]);
    }
    // Members' personal data and password hashes: readable by the store's user only.
    chmodSync(partial, 0o600);
    renameSync(partial, file);
    return file;
  } finally {
    rmSync(partial, { force: true });
  }
}

/** The scheduled backup: one when the newest in `dir` is older than the interval, then keep the newest `keep`. */
export async function backupIfDue(
  target: BackupTarget,
  intervalHours: number,
  keep: number,
): Promise<string | null> {
  const newest = listBackups(target.dir)[0];
  if (newest && target.now.getTime() - newest.takenAt.getTime() < intervalHours * 3_600_000) return null;
  const file = await writeBackup(target);
  pruneBackups(target.dir, keep);
  return file;
}

/**
 * Restores the embedded database from a backup into `dataDir`, which must not hold a database yet
 * (a restore never mixes two stores: the operator moves the old directory aside first).
 */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (backupKind(file) !== 'pglite') throw new BackupError(notThisKind(file, 'pglite'));
  const dir = path.resolve(dataDir);
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new BackupError(
      `복원할 데이터 디렉터리(${dir})가 비어 있지 않습니다. 기존 디렉터리를 옮기거나 지운 뒤 다시 실행하세요. ` +
        `The data directory ${dir} is not empty: move it aside (or point DATA_DIR elsewhere) and run the restore again.`,
    );
  }
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dir);
  try {
    const db = await PGlite.create(dir, {
      loadDataDir: new Blob([readFileSync(file)]),
      startParams: pgliteStartParams(),
      extensions: PGLITE_EXTENSIONS,
    });
    await db.close();
  } finally {
    unlock();
  }
}

/** Restores a pg_dump backup into the database at `url`, which must have no tables yet. */
export async function restorePostgres(file: string, url: string): Promise<void> {
  if (backupKind(file) !== 'postgres') throw new BackupError(notThisKind(file, 'postgres'));
  const db = await openDatabase({ url, poolSize: 1 });
  try {
    const tables = await countUserTables(db);
    if (tables > 0) {
      throw new BackupError(
        `복원할 데이터베이스가 비어 있지 않습니다(테이블 ${tables}개). 새 데이터베이스를 만들어 DATABASE_URL로 지정하세요. ` +
          `The target database is not empty (${tables} tables): create a new database (createdb) and point DATABASE_URL at it.`,
      );
    }
  } finally {
    await db.close();
  }
  // One transaction: a failed restore leaves the database as empty as it was.
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
}

function notThisKind(file: string, expected: 'pglite' | 'postgres'): string {
  return expected === 'pglite'
    ? `${file}: 내장 데이터베이스 백업(.tar.gz)이 아닙니다. Not a backup of the embedded database (.tar.gz); with DATABASE_URL unset only those restore.`
    : `${file}: PostgreSQL 백업(.dump)이 아닙니다. Not a PostgreSQL backup (.dump); with DATABASE_URL set only those restore.`;
}

/** Runs a PostgreSQL client program; its stderr becomes the error's message. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${command}를 찾을 수 없습니다. ${command} not found: install the PostgreSQL client of the server's version.`,
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}
