import type { Database } from '../../db/database.ts';

const SEED_LOCK_KEY = 724_312; // serialises two processes seeding one database at start-up
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
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const existing = await tx.query(`SELECT 1 FROM providers WHERE kind = 'simulator' LIMIT 1`);
    if (existing.rows.length > 0) return false;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO providers (name, kind) VALUES ('내장 시뮬레이터 (데모)', 'simulator') RETURNING id`,
    );
    await tx.query(
      `UPDATE services SET provider_id = $1, provider_service_id = id::text,
                           provider_rate_milli = unit_price_milli * $2 / 100
        WHERE provider_id IS NULL`,
      [rows[0]!.id, DEMO_RATE_PERCENT],
    );
    return true;
  });
}
