import type { ImportTargets } from '@smm/contract/admin-import';
import type { ServiceType } from '@smm/contract/service-types';
import type { Queryable } from '../../db/database.ts';

/** A service whose price follows its provider's rate (imported; `markup_basis_points` set). */
export interface FollowingServiceRow {
  id: number;
  name: string;
  categoryId: number;
  providerId: number;
  providerServiceId: string;
  /** The provider's rate per 1000 in its currency as stored (numeric as text). */
  rate: string;
  /** What one unit costs us in milli-points (won) at the exchange rate it was last priced at. */
  unitCostMilli: number | null;
  unitPriceMilli: number;
  markupBp: number;
  minUnitPriceMilli: number | null;
  visible: boolean;
  missingAt: Date | null;
  /** The service's type (issue 32): a package's rate is the price of one package. */
  type: ServiceType;
}

const FOLLOWING = `SELECT id, text AS name, category_id AS "categoryId", provider_id AS "providerId",
                          provider_service_id AS "providerServiceId", provider_rate_per_1000::text AS rate,
                          provider_rate_milli AS "unitCostMilli", unit_price_milli AS "unitPriceMilli", markup_basis_points AS "markupBp",
                          min_unit_price_milli AS "minUnitPriceMilli", visible, provider_missing_at AS "missingAt",
                          type
                     FROM services`;

export async function listImportTargets(q: Queryable): Promise<ImportTargets> {
  const [platforms, categories] = await Promise.all([
    q.query<ImportTargets['platforms'][number]>(
      'SELECT id, text, visible FROM platforms ORDER BY sort_order, id',
    ),
    q.query<ImportTargets['categories'][number]>(
      `SELECT id, text, platform_id AS "platformId", visible FROM categories ORDER BY platform_id, sort_order, id`,
    ),
  ]);
  return { platforms: platforms.rows, categories: categories.rows };
}

export async function existingCategoryIds(q: Queryable, ids: readonly number[]): Promise<Set<number>> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM categories WHERE id = ANY($1::int[])', [
    [...ids],
  ]);
  return new Set(rows.map((row) => row.id));
}

/** Every service mapped to the provider (imported or mapped by hand), by provider service id. */
export async function mappedServices(
  q: Queryable,
  providerId: number,
): Promise<Map<string, { id: number; name: string }>> {
  const { rows } = await q.query<{ id: number; name: string; providerServiceId: string }>(
    `SELECT id, text AS name, provider_service_id AS "providerServiceId" FROM services
      WHERE provider_id = $1 ORDER BY id`,
    [providerId],
  );
  const mapped = new Map<string, { id: number; name: string }>();
  for (const row of rows)
    if (!mapped.has(row.providerServiceId)) mapped.set(row.providerServiceId, { id: row.id, name: row.name });
  return mapped;
}

/**
 * The first category of that exact name under the platform, or undefined. Takes a transaction-long
 * advisory lock on the name first, so two imports naming the same new category at once (of two
 * providers: one provider's imports already run one at a time) create it once, not twice.
 */
export async function findCategoryByName(
  q: Queryable,
  platformId: number,
  name: string,
): Promise<number | undefined> {
  await q.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [platformId, name]);
  const { rows } = await q.query<{ id: number }>(
    'SELECT id FROM categories WHERE platform_id = $1 AND text = $2 ORDER BY id LIMIT 1',
    [platformId, name],
  );
  return rows[0]?.id;
}

export interface NewImportedService {
  categoryId: number;
  name: string;
  min: number;
  max: number;
  unitPriceMilli: number;
  providerId: number;
  providerServiceId: string;
  rate: string;
  rateMilli: number;
  /** The upstream type word as the provider wrote it and drip-feed flag (migration 0028). */
  providerType: string;
  /** The upstream type as ours (issue 32): what an order of the service takes. */
  type: ServiceType;
  dripfeed: boolean;
  refill: boolean;
  cancel: boolean;
  markupBp: number;
  minUnitPriceMilli: number | null;
}

/**
 * Visible services at the end of their categories, in the given order, following the provider's
 * rate: one statement for the whole import (500 services in one round trip, not 500). Answers the
 * new ids in the order given (one import holds each provider service once).
 */
export async function insertImportedServices(
  q: Queryable,
  list: readonly NewImportedService[],
): Promise<number[]> {
  if (list.length === 0) return [];
  const column = <T>(pick: (s: NewImportedService) => T) => list.map(pick);
  const { rows } = await q.query<{ id: number; providerServiceId: string }>(
    `WITH input AS (
       SELECT * FROM unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::bigint[], $6::int[], $7::text[],
                            $8::numeric[], $9::bigint[], $10::text[], $11::boolean[], $12::boolean[],
                            $13::boolean[], $14::int[], $15::bigint[], $16::text[])
              WITH ORDINALITY AS t(category_id, text, min_amount, max_amount, unit_price_milli, provider_id,
                                   provider_service_id, rate, rate_milli, provider_type, dripfeed, refill,
                                   cancel, markup_bp, min_unit_price_milli, type, ord)
     ), placed AS (
       SELECT i.*, COALESCE((SELECT max(s.sort_order) FROM services s WHERE s.category_id = i.category_id), 0)
                   + row_number() OVER (PARTITION BY i.category_id ORDER BY i.ord) AS sort_order
         FROM input i
     )
     INSERT INTO services (category_id, text, min_amount, max_amount, unit_price_milli, sort_order,
                           provider_id, provider_service_id, provider_rate_per_1000, provider_rate_milli,
                           provider_type, provider_dripfeed, provider_refill, provider_cancel,
                           markup_basis_points, min_unit_price_milli, type)
     SELECT category_id, text, min_amount, max_amount, unit_price_milli, sort_order, provider_id,
            provider_service_id, rate, rate_milli, provider_type, dripfeed, refill, cancel, markup_bp,
            min_unit_price_milli, type
       FROM placed ORDER BY ord
     RETURNING id, provider_service_id AS "providerServiceId"`,
    [
      column((s) => s.categoryId),
      column((s) => s.name),
      column((s) => s.min),
      column((s) => s.max),
      column((s) => s.unitPriceMilli),
      column((s) => s.providerId),
      column((s) => s.providerServiceId),
      column((s) => s.rate),
      column((s) => s.rateMilli),
      column((s) => s.providerType),
      column((s) => s.dripfeed),
      column((s) => s.refill),
      column((s) => s.cancel),
      column((s) => s.markupBp),
      column((s) => s.minUnitPriceMilli),
      column((s) => s.type),
    ],
  );
  // One import never holds a provider service twice (the contract and the import refuse it).
  const byUpstream = new Map(rows.map((row) => [row.providerServiceId, row.id]));
  return list.map((s) => {
    const id = byUpstream.get(s.providerServiceId);
    if (id === undefined) throw new Error('the import insert did not return every service');
    return id;
  });
}

/** The provider's following services, locked for the caller's transaction. */
export async function lockFollowingServices(
  q: Queryable,
  providerId: number,
): Promise<FollowingServiceRow[]> {
  const { rows } = await q.query<FollowingServiceRow>(
    `${FOLLOWING} WHERE provider_id = $1 AND markup_basis_points IS NOT NULL ORDER BY id FOR UPDATE`,
    [providerId],
  );
  return rows;
}

export async function lockFollowingService(
  q: Queryable,
  id: number,
): Promise<FollowingServiceRow | undefined> {
  const { rows } = await q.query<FollowingServiceRow>(
    `${FOLLOWING} WHERE id = $1 AND markup_basis_points IS NOT NULL FOR UPDATE`,
    [id],
  );
  return rows[0];
}

/** Following services per provider. */
export async function countFollowingServices(q: Queryable): Promise<Map<number, number>> {
  const { rows } = await q.query<{ providerId: number; n: number }>(
    `SELECT provider_id AS "providerId", count(*)::int AS n FROM services
      WHERE markup_basis_points IS NOT NULL GROUP BY provider_id`,
  );
  return new Map(rows.map((row) => [row.providerId, row.n]));
}

/** The provider's rate, our won cost per unit at the current exchange rate and, if given, our new price. */
export async function updateProviderRate(
  q: Queryable,
  id: number,
  rate: { text: string; unitCostMilli: number },
  unitPriceMilli?: number,
): Promise<void> {
  await q.query(
    `UPDATE services SET provider_rate_per_1000 = $2::numeric, provider_rate_milli = $3,
                         unit_price_milli = COALESCE($4::bigint, unit_price_milli)
      WHERE id = $1`,
    [id, rate.text, rate.unitCostMilli, unitPriceMilli ?? null],
  );
}

/** The upstream service is gone: hidden from members, never deleted. */
export async function hideMissingService(q: Queryable, id: number, at: Date): Promise<void> {
  await q.query('UPDATE services SET visible = false, provider_missing_at = $2 WHERE id = $1', [id, at]);
}

/** The upstream service is back; the service stays hidden until the operator shows it. */
export async function clearMissing(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE services SET provider_missing_at = NULL WHERE id = $1', [id]);
}

export async function showService(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE services SET visible = true WHERE id = $1', [id]);
}
