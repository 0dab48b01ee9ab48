import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

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

/**
 * The PostgreSQL extensions the migrations create (pg_trgm, migration 0026; btree_gin, 0037), which
 * PGlite must load at every open: every `PGlite.create` of a migrated database passes these.
 */
export const PGLITE_EXTENSIONS = { btree_gin, pg_trgm };

export function pgliteStartParams(): string[] {
  const settings = Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  return [...PGlite.defaultStartParams, ...settings];
}

/**
 * How much a WebAssembly function runs before V8 recompiles it with its optimising compiler
 * (TurboFan), in V8's rough bytes executed; the default (V8 11.3, Node 20) is 1,800,000. PostgreSQL's boot runs a
 * great deal of code once, and at the default V8 spends about a second of CPU on background threads
 * optimising it during a start-up, on a 2-core machine in the main thread's way. Ten times the
 * budget leaves that to the code the store's queries keep running: they reach the same speed per
 * CPU second within the same few seconds (docs/decisions/lean-runtime.md has the measurements).
 */
export const WASM_TIERING_BUDGET = 18_000_000;

let tieringTuned = false;
/** Sets the budget before the first PGlite module is compiled (V8 reads it per module instance). */
export function tuneWasmTiering(): void {
  if (tieringTuned) return;
  tieringTuned = true;
  v8.setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
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
