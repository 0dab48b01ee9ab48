import type { PriceSyncMode } from '@smm/contract/admin-import';
import type { Queryable } from '../../db/database.ts';

/** A provider as the import and the price sync see it (never its URL or key). */
export interface UpstreamProviderRow {
  id: number;
  name: string;
  kind: 'simulator' | 'api_v2';
  enabled: boolean;
  /** ISO 4217 code the provider's rates are in (migration 0028). */
  currency: string;
  mode: PriceSyncMode;
  checkedAt: Date | null;
  error: string | null;
}

const COLUMNS = `id, name, kind, enabled, currency, price_sync_mode AS mode, prices_checked_at AS "checkedAt",
                 price_sync_error AS error`;

export async function findUpstreamProvider(
  q: Queryable,
  id: number,
  lock = false,
): Promise<UpstreamProviderRow | undefined> {
  const { rows } = await q.query<UpstreamProviderRow>(
    `SELECT ${COLUMNS} FROM providers WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

export async function listUpstreamProviders(q: Queryable): Promise<UpstreamProviderRow[]> {
  const { rows } = await q.query<UpstreamProviderRow>(`SELECT ${COLUMNS} FROM providers ORDER BY id`);
  return rows;
}

export async function updatePriceSyncMode(q: Queryable, id: number, mode: PriceSyncMode): Promise<void> {
  await q.query('UPDATE providers SET price_sync_mode = $2, updated_at = now() WHERE id = $1', [id, mode]);
}

/**
 * Claims enabled providers not checked since `dueBefore`: their `prices_checked_at` becomes `now`
 * in this one statement, which is the lease, so another process skips them (SKIP LOCKED) and the
 * next claim waits a full interval even when the check fails.
 */
export async function claimProvidersDueForPriceSync(
  q: Queryable,
  now: Date,
  dueBefore: Date,
  limit: number,
): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `UPDATE providers SET prices_checked_at = $1
      WHERE id IN (SELECT id FROM providers
                    WHERE enabled AND (prices_checked_at IS NULL OR prices_checked_at <= $2)
                    ORDER BY prices_checked_at NULLS FIRST, id
                    LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING id`,
    [now, dueBefore, limit],
  );
  return rows.map((row) => row.id);
}

/** Records how a check ended: `error` null for success. */
export async function recordPriceSyncOutcome(
  q: Queryable,
  id: number,
  at: Date,
  error: string | null,
): Promise<void> {
  await q.query('UPDATE providers SET prices_checked_at = $2, price_sync_error = $3 WHERE id = $1', [
    id,
    at,
    error,
  ]);
}
