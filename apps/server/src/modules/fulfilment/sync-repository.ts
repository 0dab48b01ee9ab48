import { OPEN_ORDER_STATUSES } from '@smm/contract/order-status-groups';
import type { OrderDetails, SubscriptionState } from '@smm/contract/service-types';
import type { Queryable } from '../../db/database.ts';
import { dueAt } from './due-at-sql.ts';
import { orderCostSql } from './order-cost-sql.ts';

export interface ClaimedSync {
  id: number;
  providerId: number;
  providerOrderId: string;
  /** The type's fields (migration 0032): a subscription's status is read by subscription-status.ts. */
  details: OrderDetails | null;
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
        WHERE submit_state = 'submitted' AND status IN (${OPEN_ORDER_STATUSES.join(', ')}) AND ${dueAt('orders')} <= $1
        ORDER BY ${dueAt('orders')}, id
        LIMIT $3
        FOR UPDATE SKIP LOCKED)
     UPDATE orders o SET next_attempt_at = $2
       FROM due WHERE o.id = due.id
     RETURNING o.id, o.provider_id AS "providerId", o.provider_order_id AS "providerOrderId", o.details`,
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

/**
 * `recordSyncError` with the flag, returning the orders it newly flagged (not those already waiting
 * for the operator), so each is announced once however many sweeps see the same problem.
 */
export async function flagSyncError(
  tx: Queryable,
  ids: readonly number[],
  error: string,
  rawStatus?: string,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = await tx.query<{ id: number; wasFlagged: boolean }>(
    `WITH before AS (SELECT id, needs_operator FROM orders WHERE id = ANY($1::bigint[]) FOR UPDATE)
     UPDATE orders o SET last_error = $2, needs_operator = true, provider_status = COALESCE($3, o.provider_status)
       FROM before WHERE o.id = before.id
     RETURNING o.id, before.needs_operator AS "wasFlagged"`,
    [ids, error, rawStatus ?? null],
  );
  return rows.filter((r) => !r.wasFlagged).map((r) => r.id);
}

/** A provider's answer for one order whose status stays open (not completed, partial or canceled). */
export interface OpenState {
  id: number;
  status: number;
  startCount: number | null;
  remains: number | null;
  rawStatus: string;
  /** The provider's `charge` as written (parseCharge), or null when the answer had none. */
  charge: string | null;
}

/**
 * `updateProviderState` (settlement-repository.ts) for a whole multi-status answer at once, for
 * answers whose status stays open: nothing to settle, so one statement instead of a transaction per
 * order. Same conditions: only submitted orders still open, only when something differs. Returns
 * how many orders changed.
 */
export async function applyOpenStates(
  db: Queryable,
  states: readonly OpenState[],
  now: Date,
): Promise<number> {
  if (states.length === 0) return 0;
  const { rowCount } = await db.query(
    `UPDATE orders o SET status = v.status, start_count = COALESCE(v.start_count, o.start_count),
            remains = v.remains, provider_status = v.provider_status, last_error = NULL, updated_at = $6,
            provider_charge = COALESCE(v.charge, o.provider_charge),
            provider_cost_milli = ${orderCostSql('COALESCE(v.charge, o.provider_charge)', 'v.status', 'v.remains')}
       FROM unnest($1::bigint[], $2::smallint[], $3::integer[], $4::integer[], $5::text[], $7::numeric[])
            AS v(id, status, start_count, remains, provider_status, charge)
      WHERE o.id = v.id AND o.status IN (${OPEN_ORDER_STATUSES.join(', ')}) AND o.submit_state = 'submitted'
        AND (o.status, o.start_count, o.remains, o.provider_status, o.provider_charge)
            IS DISTINCT FROM (v.status, COALESCE(v.start_count, o.start_count), v.remains, v.provider_status,
                              COALESCE(v.charge, o.provider_charge))`,
    [
      states.map((s) => s.id),
      states.map((s) => s.status),
      states.map((s) => s.startCount),
      states.map((s) => s.remains),
      states.map((s) => s.rawStatus),
      now,
      states.map((s) => s.charge),
    ],
  );
  return rowCount;
}

/** A subscription's state and posts delivered as the latest status answer gave them, in one statement. */
export async function recordSubscriptionProgress(
  db: Queryable,
  rows: readonly { id: number; state: SubscriptionState; postsDelivered: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `UPDATE orders o SET subscription_state = v.state, posts_delivered = v.posts
       FROM unnest($1::bigint[], $2::text[], $3::int[]) AS v(id, state, posts)
      WHERE o.id = v.id AND o.subscription_state IS NOT NULL`,
    [rows.map((r) => r.id), rows.map((r) => r.state), rows.map((r) => r.postsDelivered)],
  );
}

/** A submitted order's next status check, due at once. */
export async function checkOrderSoon(db: Queryable, orderId: number): Promise<void> {
  await db.query(`UPDATE orders SET next_attempt_at = NULL WHERE id = $1 AND submit_state = 'submitted'`, [
    orderId,
  ]);
}
