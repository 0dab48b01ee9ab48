import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { Clock } from '../../src/clock.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedDemoCatalog } from '../../src/seed/demo-catalog.ts';

export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close(): Promise<void>;
}

export interface TestContextOptions {
  demoCatalog?: boolean;
  env?: Record<string, string>;
  clock?: Clock;
}

/**
 * A fresh, migrated database and the built app, on PGlite or (TEST_DB=postgres) on a private schema
 * of the test PostgreSQL, so test files never see each other's rows.
 */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    ...options.env,
  });
  const { db, dropSchema } = await openTestDatabase();
  await migrate(db);
  if (options.demoCatalog ?? true) await seedDemoCatalog(db);
  const app = await buildApp({ config, db, clock: options.clock, logger: false });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await dropSchema();
      await db.close();
    },
  };
}

/** A migrated-from-scratch database of the kind TEST_DB names. */
export async function openTestDatabase(): Promise<{ db: Database; dropSchema: () => Promise<void> }> {
  if (TEST_DB === 'pglite') return { db: await openDatabase({}), dropSchema: () => Promise.resolve() };
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url: TEST_DATABASE_URL, poolSize: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const db = await openDatabase({ url: TEST_DATABASE_URL, schema, poolSize: 30 });
  return {
    db,
    dropSchema: () => db.exec(`DROP SCHEMA ${schema} CASCADE`),
  };
}
