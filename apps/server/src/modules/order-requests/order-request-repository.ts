import { FINAL_ORDER_STATUSES } from '@smm/contract/order-status-groups';
import type { OrderRequestKind } from '@smm/contract/order-requests';
import type { Queryable } from '../../db/database.ts';
import type { RequestableOrder } from './order-request-rules.ts';
import { ORDER_REQUEST_COLUMNS, type OrderRequestRow } from './order-request-view.ts';

/** What a refill or cancel request is checked against, read with the order row locked. */
export interface LockedRequestableOrder extends RequestableOrder {
  id: number;
}

/**
 * The member's own order, locked (FOR UPDATE) until the request row is written. Its open request is
 * read by a second statement, after the lock is held: a statement that waited for the lock still
 * reads other tables as of its start, so a request committed by the holder would be missed and
 * meet the one-open-request index as a 500 (issue 37 item 1).
 */
export async function lockRequestableOrder(
  tx: Queryable,
  memberId: number,
  orderId: number,
): Promise<LockedRequestableOrder | undefined> {
  const { rows } = await tx.query<Omit<LockedRequestableOrder, 'has_open_request'>>(
    `SELECT o.id, o.status, o.submit_state, o.provider_id, o.provider_order_id, o.created_at,
            s.provider_refill AS refill_offered, s.provider_cancel AS cancel_offered, s.refill_days
       FROM orders o JOIN services s ON s.id = o.service_id
      WHERE o.id = $1 AND o.member_id = $2
        FOR UPDATE OF o`,
    [orderId, memberId],
  );
  const order = rows[0];
  if (!order) return undefined;
  const open = await tx.query<{ has_open_request: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM order_requests WHERE order_id = $1 AND open) AS has_open_request',
    [orderId],
  );
  return { ...order, has_open_request: open.rows[0]?.has_open_request ?? false };
}

export async function insertOrderRequest(
  tx: Queryable,
  r: { orderId: number; kind: OrderRequestKind; source: 'web' | 'api'; now: Date },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO order_requests (order_id, kind, source, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING id`,
    [r.orderId, r.kind, r.source, r.now],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('order request insert returned no row');
  return Number(id);
}

export type RequestOutcome =
  { state: 'accepted'; providerRefillId: string | null } | { state: 'refused' | 'failed'; error: string };

/**
 * The provider's answer, once: only a request still `sending` changes. An accepted refill stays
 * open until the sweep reads a final refill status; an accepted cancel until the order is final.
 */
export async function finishOrderRequest(
  db: Queryable,
  id: number,
  outcome: RequestOutcome,
  now: Date,
): Promise<OrderRequestRow | undefined> {
  const accepted = outcome.state === 'accepted';
  const { rows } = await db.query<OrderRequestRow>(
    `UPDATE order_requests
        SET state = $2, open = $3, provider_refill_id = $4, error = $5, updated_at = $6,
            next_check_at = CASE WHEN $3 AND kind = 'refill' THEN $6::timestamptz END
      WHERE id = $1 AND state = 'sending'
      RETURNING ${ORDER_REQUEST_COLUMNS}`,
    [
      id,
      outcome.state,
      accepted,
      accepted ? outcome.providerRefillId : null,
      accepted ? null : outcome.error,
      now,
    ],
  );
  return rows[0];
}

/** The member's own refill requests among `ids` (API v2 `refill_status`). */
export async function findMemberRefills(
  db: Queryable,
  memberId: number,
  ids: readonly number[],
): Promise<Map<number, OrderRequestRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<OrderRequestRow>(
    `SELECT ${ORDER_REQUEST_COLUMNS.split(', ')
      .map((c) => `r.${c}`)
      .join(', ')}
       FROM order_requests r JOIN orders o ON o.id = r.order_id
      WHERE r.id = ANY($1::bigint[]) AND o.member_id = $2 AND r.kind = 'refill'`,
    [ids, memberId],
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}

export interface ClaimedRefill {
  id: number;
  providerId: number;
  refillId: string;
}

/** Claims open refills due for a status check and moves their next check (the lease), like claimSyncs. */
export async function claimRefills(
  tx: Queryable,
  now: Date,
  nextCheckAt: Date,
  limit: number,
): Promise<ClaimedRefill[]> {
  const { rows } = await tx.query<ClaimedRefill>(
    `WITH due AS (
       SELECT r.id FROM order_requests r
        WHERE r.open AND r.kind = 'refill' AND r.state = 'accepted' AND (r.next_check_at IS NULL OR r.next_check_at <= $1)
        ORDER BY r.next_check_at NULLS FIRST, r.id
        LIMIT $3
        FOR UPDATE SKIP LOCKED)
     UPDATE order_requests r SET next_check_at = $2
       FROM due, orders o WHERE r.id = due.id AND o.id = r.order_id
     RETURNING r.id, o.provider_id AS "providerId", r.provider_refill_id AS "refillId"`,
    [now, nextCheckAt, limit],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function recordRefillStatus(
  db: Queryable,
  id: number,
  status: string,
  final: boolean,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE order_requests SET refill_status = $2, open = open AND NOT $3, updated_at = $4
      WHERE id = $1 AND state = 'accepted'`,
    [id, status.slice(0, 100), final, now],
  );
}

/** Accepted cancels of orders that have reached a final status no longer block anything. */
export async function closeSettledCancels(db: Queryable, now: Date): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE order_requests r SET open = false, updated_at = $1
       FROM orders o
      WHERE o.id = r.order_id AND r.open AND r.kind = 'cancel' AND r.state = 'accepted'
        AND o.status IN (${FINAL_ORDER_STATUSES.join(', ')})`,
    [now],
  );
  return rowCount;
}

/** Requests whose provider call never came back (the process stopped mid-call): failed, so the member may ask again. */
export async function failStaleRequests(
  db: Queryable,
  before: Date,
  now: Date,
  error: string,
): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE order_requests SET state = 'failed', open = false, error = $3, updated_at = $2
      WHERE state = 'sending' AND created_at < $1`,
    [before, now, error],
  );
  return rowCount;
}
