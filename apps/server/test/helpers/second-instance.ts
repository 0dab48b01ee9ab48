import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import type { TestContext } from './test-context.ts';

export interface SecondInstance {
  app: FastifyInstance;
  /** Its own pool: a write through it is another process's write. */
  db: Database;
}

/**
 * A second app on the test context's PostgreSQL database, with its own pool, listening connection
 * and caches, as another server process has. Call it inside a `describe`: it opens the app before
 * the block's tests and closes it after them. The answer gives the app and its database inside a
 * test.
 */
export function useSecondInstance(context: () => TestContext): () => SecondInstance {
  let db: Database | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    const ctx = context();
    db = await openDatabase({ url: ctx.databaseUrl ?? '', poolSize: 3 });
    app = await buildApp({ config: ctx.config, db, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });
  return () => {
    if (!app || !db) throw new Error('the second instance is opened in beforeAll');
    return { app, db };
  };
}
