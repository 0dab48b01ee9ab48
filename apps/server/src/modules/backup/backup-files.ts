import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** smm-pglite-20250102T030405Z.tar.gz or smm-postgres-20250102T030405Z.dump: sortable by name. */
const BACKUP_NAME = /^smm-(pglite|postgres)-(\d{8}T\d{6}Z)\.(tar\.gz|dump)$/;

export type BackupKind = 'pglite' | 'postgres';

export function backupFileName(kind: BackupKind, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `smm-${kind}-${stamp}.${kind === 'pglite' ? 'tar.gz' : 'dump'}`;
}

/** Which database a backup file holds, from its name (or its extension when renamed). */
export function backupKind(file: string): BackupKind | null {
  const name = path.basename(file);
  if (name.endsWith('.tar.gz') || name.endsWith('.tgz')) return 'pglite';
  if (name.endsWith('.dump')) return 'postgres';
  return null;
}

/** This store's backups in `dir`, newest first, with when each was taken. */
export function listBackups(dir: string): { file: string; takenAt: Date }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => ({ name, match: BACKUP_NAME.exec(name) }))
    .flatMap(({ name, match }) => {
      const stamp = match?.[2];
      if (!stamp) return [];
      const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`;
      return [{ file: path.join(dir, name), takenAt: new Date(iso) }];
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** Deletes all but the newest `keep` backups; returns the files deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const old = listBackups(dir).slice(keep);
  for (const { file } of old) rmSync(file, { force: true });
  return old.map((b) => b.file);
}
