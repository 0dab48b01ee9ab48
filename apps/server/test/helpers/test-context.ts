import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { Clock } from '../../src/clock.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { openTestDatabase } from '../database/test-database.ts';

export { TEST_DB } from '../database/test-database.ts';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  /** The connection string of the test database (PostgreSQL only), for a second pool on it. */
  databaseUrl?: string;
  config: Config;
  close(): Promise<void>;
}

export interface TestContextOptions {
  demoCatalog?: boolean;
  env?: Record<string, string>;
  clock?: Clock;
}

/**
 * A database of the file's own (a copy of the run's migrated, by default seeded, database: PGlite,
 * or with TEST_DB=postgres a database of the test server) and the built app on it.
 */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    // The tests' providers (fakes, the standalone simulator) listen on 127.0.0.1.
    PROVIDER_ALLOW_PRIVATE_ADDRESSES: 'true',
    ...options.env,
  });
  const database = await openTestDatabase(options.demoCatalog === false ? 'migrated' : 'seeded');
  const { db } = database;
  const app = await buildApp({ config, db, clock: options.clock, logger: false });
  await app.ready();
  return {
    app,
    db,
    databaseUrl: database.url,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
