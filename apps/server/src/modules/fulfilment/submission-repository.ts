import { OrderStatus } from '@smm/contract/enums';
import type { Queryable } from '../../db/database.ts';

/** `orders.submit_state`: where the order is on its way to the provider (docs/decisions/fulfilment.md). */
export type SubmitState = 'new' | 'submitting' | 'submitted' | 'unknown' | 'failed';

export interface ClaimedSubmission {
  id: number;
  providerId: number;
  providerServiceId: string;
  link: string;
  amount: number;
  attempts: number;
}

/**
 * Claims up to `limit` new orders that are due, for one process: rows another process holds are
 * skipped, and the claim itself (submit_state 'submitting', a lease in next_attempt_at) is committed
 * before any provider is called. The provider is fixed on the order at this moment.
 */
export async function claimSubmissions(
  tx: Queryable,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedSubmission[]> {
  const { rows } = await tx.query<ClaimedSubmission>(
    `WITH due AS (
       SELECT o.id FROM orders o
         JOIN services s ON s.id = o.service_id
         JOIN providers p ON p.id = s.provider_id AND p.enabled
        WHERE o.submit_state = 'new' AND o.status = ${OrderStatus.Pending} AND (o.next_attempt_at IS NULL OR o.next_attempt_at <= $1)
        ORDER BY o.next_attempt_at NULLS FIRST, o.id
        LIMIT $3
        FOR UPDATE OF o SKIP LOCKED)
     UPDATE orders o
        SET submit_state = 'submitting', attempts = o.attempts + 1, next_attempt_at = $2,
            provider_id = s.provider_id, updated_at = $1
       FROM due, services s
      WHERE o.id = due.id AND s.id = o.service_id
     RETURNING o.id, o.provider_id AS "providerId", s.provider_service_id AS "providerServiceId", o.link, o.amount, o.attempts`,
    [now, leaseUntil, limit],
  );
  return rows;
}

/** Records the provider's order id. Also settles an order the stale-claim check flagged meanwhile. */
export async function markSubmitted(
  db: Queryable,
  id: number,
  providerOrderId: string,
  now: Date,
  nextSyncAt: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE orders SET submit_state = 'submitted', provider_order_id = $2, submitted_at = $3, next_attempt_at = $4,
                       last_error = NULL, needs_operator = false, updated_at = $3
      WHERE id = $1 AND submit_state IN ('submitting', 'unknown') AND provider_order_id IS NULL`,
    [id, providerOrderId, now, nextSyncAt],
  );
  return rowCount > 0;
}

/** Back to 'new' for another attempt at `retryAt` (exponential backoff). */
export async function markRetry(
  db: Queryable,
  id: number,
  error: string,
  now: Date,
  retryAt: Date,
): Promise<void> {
  await db.query(
    `UPDATE orders SET submit_state = 'new', next_attempt_at = $4, last_error = $2, updated_at = $3
      WHERE id = $1 AND submit_state = 'submitting'`,
    [id, error, now, retryAt],
  );
}

/** The add may have reached the provider: never resent automatically, the operator decides. */
export async function markUnknown(db: Queryable, id: number, error: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE orders SET submit_state = 'unknown', needs_operator = true, next_attempt_at = NULL, last_error = $2, updated_at = $3
      WHERE id = $1 AND submit_state = 'submitting'`,
    [id, error, now],
  );
  return rowCount > 0;
}

/**
 * Claims whose lease ran out: the process that held them stopped somewhere between committing the
 * claim and recording the answer, so the add may or may not have been sent. Flag, never resend.
 */
export async function flagAbandonedSubmissions(db: Queryable, now: Date): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE orders SET submit_state = 'unknown', needs_operator = true, next_attempt_at = NULL,
                       last_error = 'interrupted while submitting: the provider may or may not have the order', updated_at = $1
      WHERE submit_state = 'submitting' AND next_attempt_at <= $1
     RETURNING id`,
    [now],
  );
  return rows.map((r) => r.id);
}

/** New orders of services that no provider fulfils: the operator must map the service. */
export async function flagUnmappedOrders(db: Queryable, now: Date): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE orders o SET needs_operator = true, last_error = 'the service has no provider', updated_at = $1
       FROM services s
      WHERE s.id = o.service_id AND s.provider_id IS NULL
        AND o.submit_state = 'new' AND o.status = ${OrderStatus.Pending} AND NOT o.needs_operator
     RETURNING o.id`,
    [now],
  );
  return rows.map((r) => r.id);
}

/** The operator found the order at the provider: record its id; status sync takes over. */
export async function markFoundAtProvider(
  db: Queryable,
  id: number,
  providerOrderId: string,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE orders SET submit_state = 'submitted', provider_order_id = $2, submitted_at = $3, next_attempt_at = NULL,
                       needs_operator = false, last_error = NULL, updated_at = $3
      WHERE id = $1 AND submit_state = 'unknown'`,
    [id, providerOrderId, now],
  );
  return rowCount > 0;
}

/** The operator found that the provider does not have it: back to 'new', sent by the next sweep. */
export async function resetUnknownSubmission(db: Queryable, id: number, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE orders SET submit_state = 'new', next_attempt_at = NULL, needs_operator = false, last_error = NULL, updated_at = $2
      WHERE id = $1 AND submit_state = 'unknown'`,
    [id, now],
  );
  return rowCount > 0;
}
