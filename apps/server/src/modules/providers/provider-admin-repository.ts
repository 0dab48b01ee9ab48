import type { ProviderKind } from '@smm/contract/admin-providers';
import { OPEN_ORDER_STATUSES } from '@smm/contract/order-status-groups';
import type { Queryable } from '../../db/database.ts';
import { returnedRow } from '../../db/returned-row.ts';

/** A provider row as the console reads it; numerics come back as text and are parsed by the service. */
export interface AdminProviderDbRow {
  id: number;
  name: string;
  kind: ProviderKind;
  apiUrl: string | null;
  apiKey: string | null;
  enabled: boolean;
  balance: string | null;
  currency: string;
  balanceCheckedAt: Date | null;
  balanceError: string | null;
  lowBalanceThreshold: string | null;
  lowBalanceNotified: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** What the console writes; numbers of the provider's currency travel as decimal text. */
export interface ProviderValues {
  name: string;
  kind: ProviderKind;
  apiUrl: string | null;
  apiKey: string | null;
  enabled: boolean;
  lowBalanceThreshold: string | null;
  /** ISO 4217 code of the provider's rates and balance (migration 0028). */
  currency: string;
}

const COLUMNS = `id, name, kind, api_url AS "apiUrl", api_key AS "apiKey", enabled,
  balance::text AS balance, currency, balance_checked_at AS "balanceCheckedAt",
  balance_error AS "balanceError", low_balance_threshold::text AS "lowBalanceThreshold",
  low_balance_notified AS "lowBalanceNotified", created_at AS "createdAt", updated_at AS "updatedAt"`;

export async function listAdminProviders(q: Queryable): Promise<AdminProviderDbRow[]> {
  const { rows } = await q.query<AdminProviderDbRow>(`SELECT ${COLUMNS} FROM providers ORDER BY id`);
  return rows;
}

export async function findAdminProvider(
  q: Queryable,
  id: number,
  options: { lock?: boolean } = {},
): Promise<AdminProviderDbRow | undefined> {
  const { rows } = await q.query<AdminProviderDbRow>(
    `SELECT ${COLUMNS} FROM providers WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

/** Another provider already has this name (trimmed, ignoring case). */
export async function providerNameTaken(
  q: Queryable,
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  const { rows } = await q.query(
    'SELECT 1 FROM providers WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2 LIMIT 1',
    [name, exceptId],
  );
  return rows.length > 0;
}

export async function insertProvider(q: Queryable, v: ProviderValues, now: Date): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO providers (name, kind, api_url, api_key, enabled, low_balance_threshold, currency,
                            created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6::numeric, $7, $8, $8) RETURNING id`,
    [v.name, v.kind, v.apiUrl, v.apiKey, v.enabled, v.lowBalanceThreshold, v.currency, now],
  );
  return returnedRow(rows).id;
}

/**
 * Writes the console's values. When the connection (kind, URL or key) changed, the balance read
 * from the old account is forgotten and the alert re-armed; a changed connection or a provider
 * turned on is read by the next balance sweep rather than after a whole interval.
 */
export async function updateProvider(
  q: Queryable,
  id: number,
  v: ProviderValues,
  change: { connection: boolean; checkNow: boolean },
  now: Date,
): Promise<void> {
  await q.query(
    `UPDATE providers
        SET name = $2, kind = $3, api_url = $4, api_key = $5, enabled = $6,
            low_balance_threshold = $7::numeric, updated_at = $8, currency = $11,
            balance = CASE WHEN $9 THEN NULL ELSE balance END,
            balance_currency = CASE WHEN $9 THEN NULL ELSE balance_currency END,
            balance_checked_at = CASE WHEN $9 THEN NULL ELSE balance_checked_at END,
            balance_error = CASE WHEN $9 THEN NULL ELSE balance_error END,
            low_balance_notified = CASE WHEN $9 THEN false ELSE low_balance_notified END,
            balance_next_check_at = CASE WHEN $10 THEN NULL ELSE balance_next_check_at END
      WHERE id = $1`,
    [
      id,
      v.name,
      v.kind,
      v.apiUrl,
      v.apiKey,
      v.enabled,
      v.lowBalanceThreshold,
      now,
      change.connection,
      change.checkNow,
      v.currency,
    ],
  );
}

/**
 * Orders this provider holds and has not finished: sent (or being sent, or maybe sent) and open.
 * Their ids belong to the provider's account, so its kind must not change under them.
 */
export async function openOrdersAtProvider(q: Queryable, providerId: number): Promise<number> {
  const { rows } = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM orders
      WHERE provider_id = $1 AND submit_state IN ('submitting', 'submitted', 'unknown')
        AND status IN (${OPEN_ORDER_STATUSES.join(', ')})`,
    [providerId],
  );
  return rows[0]?.count ?? 0;
}

/**
 * Claims enabled providers whose balance is due: their next check moves to `nextCheckAt` in the
 * same statement (the lease), so another process skips them and a failing panel is asked again only
 * after a whole interval.
 */
export async function claimBalanceChecks(
  q: Queryable,
  now: Date,
  nextCheckAt: Date,
  limit: number,
): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `UPDATE providers SET balance_next_check_at = $2
      WHERE id IN (SELECT id FROM providers
                    WHERE enabled AND (balance_next_check_at IS NULL OR balance_next_check_at <= $1)
                    ORDER BY balance_next_check_at NULLS FIRST, id
                    LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING id`,
    [now, nextCheckAt, limit],
  );
  return rows.map((row) => row.id);
}

/** The alert state before a balance is recorded, with the row locked for the caller's transaction. */
export async function lockBalanceAlert(q: Queryable, id: number): Promise<{ notified: boolean } | undefined> {
  const { rows } = await q.query<{ notified: boolean }>(
    'SELECT low_balance_notified AS notified FROM providers WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0];
}

export interface RecordedBalance {
  name: string;
  balance: string;
  threshold: string | null;
  /** The balance is below the threshold (the alert state after this read). */
  low: boolean;
}

/** Stores a read balance; the alert state becomes "below the threshold", compared exactly in SQL. */
export async function recordBalance(
  q: Queryable,
  id: number,
  reading: { balance: string; currency: string },
  now: Date,
  nextCheckAt: Date,
): Promise<RecordedBalance> {
  const { rows } = await q.query<RecordedBalance>(
    `UPDATE providers
        SET balance = $2::numeric, balance_currency = $3, balance_checked_at = $4, balance_error = NULL,
            -- The panel's own word for its currency wins (issue 31), when it is an ISO 4217 code.
            currency = CASE WHEN upper(btrim($3)) ~ '^[A-Z]{3}$' THEN upper(btrim($3)) ELSE currency END,
            balance_next_check_at = $5,
            low_balance_notified = (low_balance_threshold IS NOT NULL AND $2::numeric < low_balance_threshold)
      WHERE id = $1
      RETURNING name, balance::text AS balance, low_balance_threshold::text AS threshold,
                low_balance_notified AS low`,
    [id, reading.balance, reading.currency, now, nextCheckAt],
  );
  return returnedRow(rows);
}

/** A failed read keeps the last known balance and says why it is not newer. */
export async function recordBalanceError(q: Queryable, id: number, error: string): Promise<void> {
  await q.query('UPDATE providers SET balance_error = $2 WHERE id = $1', [id, error]);
}
