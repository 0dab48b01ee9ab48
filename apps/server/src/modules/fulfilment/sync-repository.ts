import { OPEN_ORDER_STATUSES } from '@smm/contract/order-status-groups';
import type { Queryable } from '../../db/database.ts';

export interface ClaimedSync {
  id: number;
  providerId: number;
  providerOrderId: string;
}

/**
 * Claims up to `limit` submitted, unfinished orders that are due for a status check and moves
 * their next check to `nextSyncAt` in the same statement: the claim is the lease, committed before
 * any provider is asked, and another process skips these rows until then.
 */
export async function claimSyncs(
  tx: Queryable,
  now: Date,
  nextSyncAt: Date,
  limit: number,
): Promise<ClaimedSync[]> {
  const { rows } = await tx.query<ClaimedSync>(
    `WITH due AS (
       SELECT id FROM orders
        WHERE submit_state = 'submitted' AND status IN (${OPEN_ORDER_STATUSES.join(', ')}) AND (next_attempt_at IS NULL OR next_attempt_at <= $1)
        ORDER BY next_attempt_at NULLS FIRST, id
        LIMIT $3
        FOR UPDATE SKIP LOCKED)
     UPDATE orders o SET next_attempt_at = $2
       FROM due WHERE o.id = due.id
     RETURNING o.id, o.provider_id AS "providerId", o.provider_order_id AS "providerOrderId"`,
    [now, nextSyncAt, limit],
  );
  return rows;
}

/** A per-order or per-call problem: kept for the operator; `flag` when it needs a person. */
export async function recordSyncError(
  db: Queryable,
  ids: readonly number[],
  error: string,
  flag: boolean,
  rawStatus?: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `UPDATE orders SET last_error = $2, needs_operator = needs_operator OR $3, provider_status = COALESCE($4, provider_status)
      WHERE id = ANY($1::bigint[])`,
    [ids, error, flag, rawStatus ?? null],
  );
}
