import path from 'node:path';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoCatalog } from './seed/demo-catalog.ts';
import { seedDemoProvider } from './seed/demo-provider.ts';
import { seedStandardStore } from './seed/standard-store.ts';
import { bootstrapAdmin } from './modules/accounts/admin-bootstrap.ts';
import { bootstrapDemoOperator, demoOperatorNotice } from './modules/accounts/admin-bootstrap-demo.ts';
import { firstRunNotice, firstRunToken } from './modules/accounts/first-run-token.ts';
import { anyOperatorExists } from './modules/accounts/member-repository.ts';
import { resolveJwtSecret } from './secrets.ts';

const FIRST_MIGRATION = '0001_catalog';

/**
 * Opens the configured database, applies migrations, seeds the demo catalogue when asked and a new
 * store's standard platforms and sign-up sources, and makes the operator (ADMIN_ID, or the demo
 * operator whose login `log` prints once); a store left with no operator gets its set-up link logged.
 */
export async function prepareDatabase(
  config: Config,
  log: (message: string) => void = () => undefined,
): Promise<Database> {
  const db = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.DATA_DIR, 'pglite') },
  );
  // A database whose first migration this start applied is a new store.
  const newStore = (await migrate(db)).includes(FIRST_MIGRATION);
  // The simulator is mapped only onto the catalogue seeded now, never onto an operator's own services.
  if (config.demoCatalog && (await seedDemoCatalog(db))) await seedDemoProvider(db);
  if (newStore) await seedStandardStore(db);
  await bootstrapAdmin(db, config);
  const notice = demoOperatorNotice(await bootstrapDemoOperator(db, config));
  if (notice) log(notice);
  // A store with no operator yet: where its first operator is made (docs/decisions/first-run.md).
  if (!(await anyOperatorExists(db)))
    log(firstRunNotice(config.publicUrl, firstRunToken(resolveJwtSecret(config))));
  return db;
}
