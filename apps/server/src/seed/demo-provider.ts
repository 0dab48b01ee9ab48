import type { Database } from '../db/database.ts';
import * as repo from './demo-seed-repository.ts';

/** The demo provider's rate: 60% of the sale price, so profit figures look like a real store's. */
const DEMO_RATE_PERCENT = 60;

/**
 * Makes the demo store alive: creates the built-in simulator provider once and maps every service
 * that has no provider to it (provider service id = our service id; the simulator takes any).
 * Runs only while no simulator provider exists, so services an operator adds later are never
 * silently sent to the simulator. Returns whether it seeded.
 */
export async function seedDemoProvider(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await repo.lockSeeding(tx);
    if (await repo.hasSimulatorProvider(tx)) return false;
    const providerId = await repo.insertSimulatorProvider(tx, '내장 시뮬레이터 (데모)');
    if (providerId === undefined) throw new Error('simulator provider insert returned no row');
    await repo.mapUnmappedServices(tx, providerId, DEMO_RATE_PERCENT);
    return true;
  });
}
