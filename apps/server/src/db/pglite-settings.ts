import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL settings for the embedded database, sized for one small shop in one process
 * (docs/decisions/lean-runtime.md has the measurements). PGlite's defaults are a server's:
 * shared_buffers 128 MB grows the WASM memory to ~190 MB at start-up, and a WASM memory never
 * shrinks. A small store's hot data fits in 32 MB; PGlite runs PostgreSQL single-user, so a handful
 * of connection slots is plenty (they size the lock table, so not fewer than 10).
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '32MB',
  wal_buffers: '1MB',
  temp_buffers: '1MB',
  max_connections: '10',
  work_mem: '4MB',
  maintenance_work_mem: '16MB',
};

export function pgliteStartParams(): string[] {
  const settings = Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  return [...PGlite.defaultStartParams, ...settings];
}

// Runs in the child: create the cluster, close it cleanly, exit.
const INIT_SCRIPT = `const { PGlite } = require(process.argv[1]);
PGlite.create(process.argv[2]).then((db) => db.close()).catch((e) => { console.error(e); process.exit(1); });`;

/**
 * Creating a new cluster (initdb) takes the WASM memory to ~600 MB, which the process would keep
 * for its whole life. So a first start creates it in a short-lived child process, and the server
 * then opens the ready cluster with its own small memory. Later starts skip this.
 */
export function initialiseDataDir(dataDir: string): void {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const child = spawnSync(process.execPath, ['-e', INIT_SCRIPT, entry, dataDir], { stdio: 'inherit' });
  if (child.status !== 0) throw new Error(`creating the embedded database in ${dataDir} failed`);
}
