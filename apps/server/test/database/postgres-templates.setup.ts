import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedDemoCatalog } from '../../src/seed/demo-catalog.ts';
import type { SnapshotRole } from './test-database-sources.ts';
import { databaseUrl, dropStaleTestDatabases, testDatabaseName } from './test-database-names.ts';
import './test-database-sources.ts';

/**
 * Global setup of server-postgres: migrates (and seeds) two template databases once per run; each
 * test file then gets its own `CREATE DATABASE ... TEMPLATE` copy. Built every run under fresh names,
 * so they always match the migrations on disk and never meet another run's.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = String(project.config.env?.TEST_DATABASE_URL);
  const admin = await openDatabase({ url, poolSize: 1 });
  await dropStaleTestDatabases(admin);
  const templates = { blank: 'template0' } as Record<SnapshotRole, string>;
  const build = async (role: SnapshotRole, from: string, fill: (db: Database) => Promise<unknown>) => {
    templates[role] = testDatabaseName(role);
    await admin.exec(`CREATE DATABASE "${templates[role]}" TEMPLATE "${from}"`);
    const db = await openDatabase({ url: databaseUrl(url, templates[role]), poolSize: 1 });
    try {
      await fill(db);
    } finally {
      // Copying a template needs it without connections.
      await db.close();
    }
  };
  await build('migrated', 'template0', migrate);
  await build('seeded', templates.migrated, seedDemoCatalog);
  await admin.close();
  project.provide('testDatabaseSources', { kind: 'postgres', url, templates });
  return async () => {
    const cleanup = await openDatabase({ url, poolSize: 1 });
    for (const name of [templates.migrated, templates.seeded]) {
      await cleanup.exec(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
    await cleanup.close();
  };
}
