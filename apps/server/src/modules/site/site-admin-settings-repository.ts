import type { Queryable } from '../../db/database.ts';

/**
 * Serialises settings changes (each is checked against the settings it would produce) while the
 * storefront keeps reading: SHARE ROW EXCLUSIVE conflicts with writers only.
 */
export async function lockSettings(tx: Queryable): Promise<void> {
  await tx.query('LOCK TABLE site_settings IN SHARE ROW EXCLUSIVE MODE');
}

/** Writes each key's value, creating the row of a key never set before. */
export async function upsertSettings(
  tx: Queryable,
  entries: readonly { key: string; value: string }[],
  at: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO site_settings (key, value, updated_at)
     SELECT key, value, $3 FROM unnest($1::text[], $2::text[]) AS s(key, value)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
    [entries.map((e) => e.key), entries.map((e) => e.value), at],
  );
}
