import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../../src/db/pglite-settings.ts';
import type { TestProject } from 'vitest/node';
import { pgliteDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedDemoCatalog } from '../../src/seed/demo-catalog.ts';
import type { SnapshotRole } from './test-database-sources.ts';
import './test-database-sources.ts';

/**
 * Global setup of server-pglite: migrates (and seeds) one embedded database per run and writes its
 * data directory as tarballs (blank, migrated, seeded), so each test file loads a copy instead of running initdb and
 * every migration itself. Rebuilt every run, so it always matches the migrations on disk.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'smm-pglite-snapshots-'));
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const db = pgliteDatabase(pglite);
  const snapshots = {} as Record<SnapshotRole, string>;
  const snapshot = async (role: SnapshotRole) => {
    snapshots[role] = path.join(dir, `${role}.tar`);
    // Uncompressed: loading skips a gunzip per test file, and the files live only for this run.
    const tarball = await pglite.dumpDataDir('none');
    writeFileSync(snapshots[role], Buffer.from(await tarball.arrayBuffer()));
  };
  // Even a blank copy is worth it: loading one is several times faster than PGlite's initdb.
  await snapshot('blank');
  await migrate(db);
  await snapshot('migrated');
  await seedDemoCatalog(db);
  await snapshot('seeded');
  await db.close();
  project.provide('testDatabaseSources', { kind: 'pglite', snapshots });
  return () => rmSync(dir, { recursive: true, force: true });
}
