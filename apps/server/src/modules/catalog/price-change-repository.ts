import type { PriceChangeKind, PriceChangeStatus, PriceChangesQuery } from '@smm/contract/admin-import';
import type { Queryable } from '../../db/database.ts';
import { queryKeysetPage } from '../../db/keyset-page.ts';
import { returnedRow } from '../../db/returned-row.ts';

export interface PriceChangeRecord {
  id: number;
  serviceId: number;
  providerId: number;
  kind: PriceChangeKind;
  status: PriceChangeStatus;
  /** Rates per 1000 as numeric text; null for the kinds without one. */
  oldRate: string | null;
  newRate: string | null;
  oldPriceMilli: number | null;
  newPriceMilli: number | null;
  detectedAt: Date;
  decidedAt: Date | null;
  decidedBy: number | null;
}

/** A change with what the list shows of its service. */
export interface PriceChangeListRow extends PriceChangeRecord {
  serviceName: string;
  serviceVisible: boolean;
  providerServiceId: string;
  markupBp: number | null;
}

const COLUMNS = `c.id, c.service_id AS "serviceId", c.provider_id AS "providerId", c.kind, c.status,
                 c.old_rate::text AS "oldRate", c.new_rate::text AS "newRate",
                 c.old_price_milli AS "oldPriceMilli", c.new_price_milli AS "newPriceMilli",
                 c.detected_at AS "detectedAt", c.decided_at AS "decidedAt", c.decided_by AS "decidedBy"`;

export interface NewPriceChange {
  serviceId: number;
  providerId: number;
  kind: PriceChangeKind;
  status: 'pending' | 'applied';
  oldRate?: string;
  newRate?: string;
  oldPriceMilli?: number;
  newPriceMilli?: number;
  detectedAt: Date;
}

export async function insertPriceChange(q: Queryable, c: NewPriceChange): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO price_changes (service_id, provider_id, kind, status, old_rate, new_rate, old_price_milli,
                                new_price_milli, detected_at)
     VALUES ($1, $2, $3, $4, $5::numeric, $6::numeric, $7, $8, $9) RETURNING id`,
    [
      c.serviceId,
      c.providerId,
      c.kind,
      c.status,
      c.oldRate ?? null,
      c.newRate ?? null,
      c.oldPriceMilli ?? null,
      c.newPriceMilli ?? null,
      c.detectedAt,
    ],
  );
  return returnedRow(rows).id;
}

export async function findPendingChange(
  q: Queryable,
  serviceId: number,
  kind: PriceChangeKind,
): Promise<PriceChangeRecord | undefined> {
  const { rows } = await q.query<PriceChangeRecord>(
    `SELECT ${COLUMNS} FROM price_changes c WHERE c.service_id = $1 AND c.kind = $2 AND c.status = 'pending'`,
    [serviceId, kind],
  );
  return rows[0];
}

/** Closes the service's undecided change of this kind (a newer finding replaces it). */
export async function supersedePendingChange(
  q: Queryable,
  serviceId: number,
  kind: PriceChangeKind,
  at: Date,
): Promise<number> {
  const { rowCount } = await q.query(
    `UPDATE price_changes SET status = 'superseded', decided_at = $3
      WHERE service_id = $1 AND kind = $2 AND status = 'pending'`,
    [serviceId, kind, at],
  );
  return rowCount;
}

export async function findPriceChange(
  q: Queryable,
  id: number,
  lock: boolean,
): Promise<PriceChangeRecord | undefined> {
  const { rows } = await q.query<PriceChangeRecord>(
    `SELECT ${COLUMNS} FROM price_changes c WHERE c.id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

/** pending -> approved / rejected; false when it was no longer pending. */
export async function decidePriceChange(
  q: Queryable,
  id: number,
  status: 'approved' | 'rejected',
  at: Date,
  operatorId: number,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE price_changes SET status = $2, decided_at = $3, decided_by = $4 WHERE id = $1 AND status = 'pending'`,
    [id, status, at, operatorId],
  );
  return rowCount > 0;
}

const LIST_SELECT = `SELECT ${COLUMNS}, s.text AS "serviceName", s.visible AS "serviceVisible",
                            COALESCE(s.provider_service_id, '') AS "providerServiceId",
                            s.markup_basis_points AS "markupBp"
                       FROM price_changes c JOIN services s ON s.id = c.service_id`;

export async function findPriceChangeRow(q: Queryable, id: number): Promise<PriceChangeListRow | undefined> {
  const { rows } = await q.query<PriceChangeListRow>(`${LIST_SELECT} WHERE c.id = $1`, [id]);
  return rows[0];
}

/** Newest first, keyset paged; filtered by status and provider. */
export async function listPriceChanges(
  q: Queryable,
  query: PriceChangesQuery,
): Promise<PriceChangeListRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.status) {
    params.push(query.status);
    where.push(`c.status = $${params.length}`);
  }
  if (query.providerId) {
    params.push(query.providerId);
    where.push(`c.provider_id = $${params.length}`);
  }
  return queryKeysetPage<PriceChangeListRow>(
    q,
    {
      select: LIST_SELECT,
      id: 'c.id',
      where,
      params,
    },
    query,
  );
}

/** Undecided changes per provider. */
export async function countPendingChanges(q: Queryable): Promise<Map<number, number>> {
  const { rows } = await q.query<{ providerId: number; n: number }>(
    `SELECT provider_id AS "providerId", count(*)::int AS n FROM price_changes
      WHERE status = 'pending' GROUP BY provider_id`,
  );
  return new Map(rows.map((row) => [row.providerId, row.n]));
}
