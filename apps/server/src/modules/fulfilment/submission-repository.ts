import { OrderStatus } from '@smm/contract/enums';
import type { OrderDetails } from '@smm/contract/service-types';
import type { Queryable } from '../../db/database.ts';
import { dueAt } from './due-at-sql.ts';

/** `orders.submit_state`: where the order is on its way to the provider (docs/decisions/fulfilment.md). */
export type SubmitState = 'new' | 'submitting' | 'submitted' | 'unknown' | 'failed';

export interface ClaimedSubmission {
  id: number;
  providerId: number;
  providerServiceId: string;
  link: string;
  amount: number;
  /** The service type's fields the order was placed with (migration 0032); null for Default. */
  details: OrderDetails | null;
  attempts: number;
  /** The provider's currency now (ISO 4217). */
  currency: string;
  /** What the member paid for it, in milli-points: a backup costing more is a loss (failover.md). */
  costMilli: number;
  /** The operator lets this service's orders go to a backup that costs more than the member paid. */
  allowLoss: boolean;
}

/**
 * Claims up to `limit` new orders that are due, for one process: rows another process holds are
 * skipped, and the claim itself (submit_state 'submitting', a lease in next_attempt_at) is committed
 * before any provider is called. The service's own provider is fixed on the order at this moment
 * (a backup that takes it replaces it, failover.md). An order whose provider is disabled is claimed
 * only when an enabled backup may take it; otherwise it waits, as before.
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
         JOIN providers p ON p.id = s.provider_id
        WHERE o.submit_state = 'new' AND o.status = ${OrderStatus.Pending} AND ${dueAt('o')} <= $1
          AND (p.enabled OR EXISTS (SELECT 1 FROM service_backups b JOIN providers bp ON bp.id = b.provider_id
                                     WHERE b.service_id = s.id AND bp.enabled))
        ORDER BY ${dueAt('o')}, o.id
        LIMIT $3
        FOR UPDATE OF o SKIP LOCKED)
     UPDATE orders o
        SET submit_state = 'submitting', attempts = o.attempts + 1, next_attempt_at = $2,
            provider_id = s.provider_id, updated_at = $1,
            -- A basis fixed for a backup (one that lost the answer, then reset by the operator) is not this provider's.
            provider_currency = CASE WHEN o.provider_id = s.provider_id THEN o.provider_currency END
       FROM due, services s, providers p
      WHERE o.id = due.id AND s.id = o.service_id AND p.id = s.provider_id
     RETURNING o.id, o.provider_id AS "providerId", s.provider_service_id AS "providerServiceId", o.link, o.amount,
               o.details, o.attempts, p.currency, o.cost_milli AS "costMilli", s.allow_loss AS "allowLoss"`,
    [now, leaseUntil, limit],
  );
  return rows;
}

/**
 * Fixes the cost basis of orders sent for the first time (docs/decisions/costs-and-profit.md): the
 * provider's currency, its won rate now (`rates`, null when unset), the won cost per unit by the
 * service's provider rate, and the estimated cost of the whole order from it. An order sent again
 * (the operator's resend) keeps the basis of its first send.
 */
export async function fixCostBasis(
  tx: Queryable,
  orders: readonly { id: number; currency: string }[],
  rates: ReadonlyMap<string, string | null>,
  now: Date,
): Promise<void> {
  if (orders.length === 0) return;
  await tx.query(
    `UPDATE orders o
        SET provider_currency = b.currency, krw_per_unit = b.rate, unit_cost_milli = b.unit_cost,
            provider_cost_milli = ceil(b.unit_cost * o.amount)::bigint, updated_at = $4
       FROM (SELECT v.id, v.currency, v.rate,
                    CASE WHEN s.provider_rate_per_1000 IS NOT NULL AND v.rate IS NOT NULL
                         THEN s.provider_rate_per_1000 * v.rate ELSE s.provider_rate_milli END AS unit_cost
               FROM unnest($1::bigint[], $2::text[], $3::numeric[]) AS v(id, currency, rate)
               JOIN orders x ON x.id = v.id
               JOIN services s ON s.id = x.service_id) b
      WHERE o.id = b.id AND o.provider_currency IS NULL`,
    [
      orders.map((o) => o.id),
      orders.map((o) => o.currency),
      orders.map((o) => rates.get(o.currency) ?? null),
      now,
    ],
  );
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
