import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * PGlite is PostgreSQL in this process's memory: a second process opening the same data directory
 * (a second server, or `npm run backup` while the server runs) would write over the first one's
 * files. The owner writes `<dataDir>.pid`; anyone else refuses while that process is alive.
 */
export function lockFile(dataDir: string): string {
  return `${dataDir}.pid`;
}

/** The live process (other than this one) holding the data directory, or null. */
export function dataDirOwner(dataDir: string): { pid: number; host: string } | null {
  let text: string;
  try {
    text = readFileSync(lockFile(dataDir), 'utf8');
  } catch {
    return null;
  }
  const [pidText = '', host = ''] = text.trim().split('\n');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  // Another machine's process cannot be asked; a shared disk is not a set-up we support, so refuse.
  if (host !== hostname()) return { pid, host };
  if (pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return { pid, host };
  } catch (error) {
    // EPERM: alive but another user's; ESRCH: gone, the lock is stale.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? { pid, host } : null;
  }
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: { pid: number; host: string },
  ) {
    super(
      `내장 데이터베이스(${dataDir})를 다른 프로세스(pid ${owner.pid}, ${owner.host})가 사용 중입니다. ` +
        `The embedded database ${dataDir} is in use by process ${owner.pid} on ${owner.host}: ` +
        `stop that server first (if no server runs, delete ${lockFile(dataDir)}).`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Takes the data directory for this process; throws DataDirInUseError while another holds it. */
export function lockDataDir(dataDir: string): () => void {
  const owner = dataDirOwner(dataDir);
  if (owner) throw new DataDirInUseError(dataDir, owner);
  writeFileSync(lockFile(dataDir), `${process.pid}\n${hostname()}\n`);
  return () => rmSync(lockFile(dataDir), { force: true });
}
