import type { Queryable } from '../../db/database.ts';

/**
 * One provider service an order may be sent to: the service's own (position 0) or one of its
 * backups in order (docs/decisions/failover.md).
 */
export interface ChainEntry {
  orderId: number;
  position: number;
  providerId: number;
  providerServiceId: string;
  /** The provider's currency now (ISO 4217). */
  currency: string;
  /** Its rate per 1000 in that currency, as written; null when not known. */
  ratePer1000: string | null;
  /** The price sync found the upstream service gone from the provider's list (own provider only). */
  gone: boolean;
  /** The provider's last known balance is below what this order costs there. */
  balanceShort: boolean;
}

/**
 * The providers each order may go to, in order. The balance is compared in the provider's own
 * currency, exactly: balance x 1000 < rate per 1000 x units (a won rate per unit stands in for a KRW
 * provider whose service has no rate per 1000).
 */
export async function providerChains(
  q: Queryable,
  orderIds: readonly number[],
): Promise<Map<number, ChainEntry[]>> {
  const chains = new Map<number, ChainEntry[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return chains;
  const { rows } = await q.query<ChainEntry>(
    `SELECT o.id AS "orderId", 0 AS position, s.provider_id AS "providerId", s.provider_service_id AS "providerServiceId",
            p.currency, s.provider_rate_per_1000::text AS "ratePer1000", s.provider_missing_at IS NOT NULL AS gone,
            COALESCE(p.balance * 1000 < COALESCE(s.provider_rate_per_1000,
              CASE WHEN p.currency = 'KRW' THEN s.provider_rate_milli END) * o.amount, false) AS "balanceShort"
       FROM orders o JOIN services s ON s.id = o.service_id JOIN providers p ON p.id = s.provider_id
      WHERE o.id = ANY($1::bigint[])
     UNION ALL
     SELECT o.id, b.position, b.provider_id, b.provider_service_id, p.currency, b.provider_rate_per_1000::text, false,
            COALESCE(p.balance * 1000 < b.provider_rate_per_1000 * o.amount, false)
       FROM orders o JOIN service_backups b ON b.service_id = o.service_id JOIN providers p ON p.id = b.provider_id
      WHERE o.id = ANY($1::bigint[])
      ORDER BY 1, 2`,
    [orderIds],
  );
  for (const row of rows) chains.get(row.orderId)?.push(row);
  return chains;
}

/** The outcome of offering an order to one provider (`order_provider_attempts.outcome`). */
export type AttemptOutcome = 'accepted' | 'refused' | 'skipped' | 'retry' | 'unknown';

export interface ProviderAttempt {
  providerId: number;
  providerServiceId: string;
  outcome: AttemptOutcome;
  reason: string | null;
}

/** Appends an order's attempts of one submission, in the order they happened. */
export async function recordAttempts(
  q: Queryable,
  orderId: number,
  attempts: readonly ProviderAttempt[],
  at: Date,
): Promise<void> {
  if (attempts.length === 0) return;
  await q.query(
    `INSERT INTO order_provider_attempts (order_id, provider_id, provider_service_id, outcome, reason, created_at)
     SELECT $1, a.provider_id, a.service_id, a.outcome, a.reason, $6
       FROM unnest($2::int[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS a(provider_id, service_id, outcome, reason, n)
      ORDER BY a.n`,
    [
      orderId,
      attempts.map((a) => a.providerId),
      attempts.map((a) => a.providerServiceId),
      attempts.map((a) => a.outcome),
      attempts.map((a) => a.reason),
      at,
    ],
  );
}

/**
 * A backup took the order (or may have: its answer was lost): it becomes the order's provider, and
 * the cost basis becomes that provider's, at its rate and today's exchange rate (`krwPerUnit`, null
 * when unset). Only an order still being submitted moves.
 */
export async function moveToBackup(
  q: Queryable,
  orderId: number,
  backup: { providerId: number; currency: string; ratePer1000: string | null },
  krwPerUnit: string | null,
  now: Date,
): Promise<void> {
  await q.query(
    `UPDATE orders o
        SET provider_id = $2, provider_currency = $3, krw_per_unit = $5::numeric, unit_cost_milli = b.unit_cost,
            provider_cost_milli = ceil(b.unit_cost * o.amount)::bigint, updated_at = $6
       FROM (SELECT $4::numeric * $5::numeric AS unit_cost) b
      WHERE o.id = $1 AND o.submit_state IN ('submitting', 'unknown') AND o.provider_order_id IS NULL`,
    [orderId, backup.providerId, backup.currency, backup.ratePer1000, krwPerUnit, now],
  );
}
