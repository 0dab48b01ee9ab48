import type { Queryable } from '../../db/database.ts';
import { apiKeyHash } from '../public-api/api-key-guard.ts';

/** The member a key belongs to (same lookup by SHA-256 hex as v1); a deleted member has no key. */
export async function findMemberIdByKey(db: Queryable, key: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM members WHERE api_key_hash = $1 AND deleted_at IS NULL',
    [apiKeyHash(key)],
  );
  return rows[0]?.id ?? null;
}

export async function memberBalanceMilli(db: Queryable, memberId: number): Promise<number> {
  const { rows } = await db.query<{ point_milli: number }>('SELECT point_milli FROM members WHERE id = $1', [
    memberId,
  ]);
  return rows[0]?.point_milli ?? 0;
}

export interface PanelOrderRow {
  id: number;
  status: number;
  amount: number;
  start_count: number | null;
  remains: number | null;
  cost_milli: number;
  refunded_milli: number;
}

/** The member's own orders among `ids`; another member's order is simply not found. */
export async function findMemberOrders(
  db: Queryable,
  memberId: number,
  ids: readonly number[],
): Promise<Map<number, PanelOrderRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<PanelOrderRow>(
    `SELECT id, status, amount, start_count, remains, cost_milli, refunded_milli
       FROM orders WHERE member_id = $1 AND id = ANY($2::bigint[])`,
    [memberId, ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}
