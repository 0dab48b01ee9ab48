import type { ImportTargets } from '@smm/contract/admin-import';
import type { Queryable } from '../../db/database.ts';
import { returnedRow } from '../../db/returned-row.ts';

/** A service whose price follows its provider's rate (imported; `markup_basis_points` set). */
export interface FollowingServiceRow {
  id: number;
  name: string;
  categoryId: number;
  providerId: number;
  providerServiceId: string;
  /** The provider's rate per 1000 as stored (numeric as text). */
  rate: string;
  unitPriceMilli: number;
  markupBp: number;
  minUnitPriceMilli: number | null;
  visible: boolean;
  missingAt: Date | null;
}

const FOLLOWING = `SELECT id, text AS name, category_id AS "categoryId", provider_id AS "providerId",
                          provider_service_id AS "providerServiceId", provider_rate_per_1000::text AS rate,
                          unit_price_milli AS "unitPriceMilli", markup_basis_points AS "markupBp",
                          min_unit_price_milli AS "minUnitPriceMilli", visible, provider_missing_at AS "missingAt"
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
export async function mappedServiceIds(q: Queryable, providerId: number): Promise<Map<string, number>> {
  const { rows } = await q.query<{ id: number; providerServiceId: string }>(
    `SELECT id, provider_service_id AS "providerServiceId" FROM services WHERE provider_id = $1 ORDER BY id`,
    [providerId],
  );
  const mapped = new Map<string, number>();
  for (const row of rows) if (!mapped.has(row.providerServiceId)) mapped.set(row.providerServiceId, row.id);
  return mapped;
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
  refill: boolean;
  cancel: boolean;
  markupBp: number;
  minUnitPriceMilli: number | null;
}

/** A visible service at the end of its category, following the provider's rate. */
export async function insertImportedService(q: Queryable, s: NewImportedService): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO services (category_id, text, min_amount, max_amount, unit_price_milli, sort_order,
                           provider_id, provider_service_id, provider_rate_per_1000, provider_rate_milli,
                           provider_refill, provider_cancel, markup_basis_points, min_unit_price_milli)
     SELECT $1::int, $2::text, $3::int, $4::int, $5::bigint, COALESCE(max(sort_order), 0) + 1, $6::int,
            $7::text, $8::numeric, $9::bigint, $10::boolean, $11::boolean, $12::int, $13::bigint
       FROM services WHERE category_id = $1
     RETURNING id`,
    [
      s.categoryId,
      s.name,
      s.min,
      s.max,
      s.unitPriceMilli,
      s.providerId,
      s.providerServiceId,
      s.rate,
      s.rateMilli,
      s.refill,
      s.cancel,
      s.markupBp,
      s.minUnitPriceMilli,
    ],
  );
  return returnedRow(rows).id;
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

/** The provider's new rate, and with `unitPriceMilli` our new price. */
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
