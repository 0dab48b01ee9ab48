import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, dataDirOwner, lockDataDir, lockFile } from './data-dir-lock.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'smm-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('embedded data directory lock', () => {
  it('refuses while another live process holds it, naming that process in Korean and English', () => {
    const dir = dataDir();
    // The parent process (vitest's) is alive and is not this one.
    writeFileSync(lockFile(dir), `${process.ppid}\n${hostname()}\n`);
    expect(dataDirOwner(dir)).toEqual({ pid: process.ppid, host: hostname() });
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(/사용 중입니다.*stop that server first/);
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dir = dataDir();
    writeFileSync(lockFile(dir), `2147483646\n${hostname()}\n`);
    expect(dataDirOwner(dir)).toBeNull();
    const unlock = lockDataDir(dir);
    expect(dataDirOwner(dir)).toBeNull(); // this process's own lock
    unlock();
    expect(dataDirOwner(dir)).toBeNull();
  });
});
