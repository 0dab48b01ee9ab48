import {
  STANDARD_PLATFORMS,
  STANDARD_REGISTER_SOURCES,
  STANDARD_SETTINGS,
} from '@smm/contract/standard-store';
import type { Database } from '../db/database.ts';
import * as repo from './demo-seed-repository.ts';

/**
 * Gives a new store, demo or not, what it cannot take its first customer without
 * (docs/decisions/first-run.md): the standard platforms (the ones the demo catalogue seeded already
 * are kept as they are), the standard sign-up sources when the store has none, and the FAQ menu on.
 * Run once, on the start that created the database, so what an operator later removes stays removed.
 */
export async function seedStandardStore(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.lockSeeding(tx);
    for (const platform of STANDARD_PLATFORMS) await repo.insertPlatformIfMissing(tx, platform);
    if ((await repo.countRegisterSources(tx)) === 0) {
      for (const [i, text] of STANDARD_REGISTER_SOURCES.entries())
        await repo.insertRegisterSource(tx, text, i);
    }
    for (const [key, value] of Object.entries(STANDARD_SETTINGS)) {
      await repo.insertSettingIfMissing(tx, key, value);
    }
  });
}
