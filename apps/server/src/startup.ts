import path from 'node:path';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoCatalog } from './seed/demo-catalog.ts';
import { seedDemoProvider } from './modules/fulfilment/demo-provider-seed.ts';
import { bootstrapAdmin } from './modules/auth/admin-bootstrap.ts';

/** Opens the configured database, applies migrations and seeds the demo catalogue when asked. */
export async function prepareDatabase(config: Config): Promise<Database> {
  const db = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.DATA_DIR, 'pglite') },
  );
  await migrate(db);
  // The simulator is mapped only onto the catalogue seeded now, never onto an operator's own services.
  if (config.demoCatalog && (await seedDemoCatalog(db))) await seedDemoProvider(db);
  await bootstrapAdmin(db, config);
  return db;
}
