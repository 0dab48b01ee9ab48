import type { OrderDetails } from '@smm/contract/service-types';
import type { Queryable } from '../../db/database.ts';
import { returnedRow } from '../../db/returned-row.ts';

// New orders and auto-orders: the INSERTs (and the SQL functions that insert) of fulfilment, the one
// writer of `orders` and `auto_orders` (docs/architecture.md, "Who writes each table"). The orders
// module calls them through `order-intake-service.ts`, inside its own transaction.

export interface NewOrder {
  memberId: number;
  serviceId: number;
  autoOrderId: number | null;
  link: string;
  amount: number;
  unitPriceMilli: number;
  costMilli: number;
  createdAt: Date;
  /** The service type's fields (migration 0032); absent or null for a Default order. */
  details?: OrderDetails | null;
}

export interface NewAutoOrder extends Omit<NewOrder, 'autoOrderId' | 'details'> {
  runs: number;
  intervalMinutes: number;
}

/**
 * The order's columns as migration 0034's `insert_order` takes them (a subscription starts active
 * with no post delivered there).
 */
const INSERT_ORDER = `insert_order($1::bigint, $2::int, $3::bigint, $4::text, $5::int, $6::bigint, $7::bigint,
  $8::timestamptz, $9::jsonb)`;

/** The details as JSON text: both drivers take it for a `::jsonb` parameter alike. */
function detailsParam(details: OrderDetails | null | undefined): string | null {
  return details ? JSON.stringify(details) : null;
}

function orderParams(o: NewOrder): unknown[] {
  return [
    o.memberId,
    o.serviceId,
    o.autoOrderId,
    o.link,
    o.amount,
    o.unitPriceMilli,
    o.costMilli,
    o.createdAt,
    detailsParam(o.details),
  ];
}

export async function insertOrder(tx: Queryable, o: NewOrder): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(`SELECT ${INSERT_ORDER} AS id`, orderParams(o));
  return returnedRow(rows).id;
}

/**
 * Inserts the order only while the service is as it was priced at `revision` (migration 0034's
 * `service_as_priced`: the row's revision, bumped by every change of it, on a visible path); null
 * when it changed, so an order priced from a cached read that a change has since overtaken is priced
 * again (`orders/order-service.ts`).
 */
export async function insertOrderAtRevision(
  tx: Queryable,
  o: NewOrder,
  revision: number,
): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT ${INSERT_ORDER} AS id WHERE service_as_priced($2::int, $10::bigint)`,
    [...orderParams(o), revision],
  );
  return rows[0]?.id ?? null;
}

/** What the one-statement order (orders' `commitInOneStatement`) needs beyond the order row. */
export interface OneStatementOrder extends Omit<NewOrder, 'autoOrderId'> {
  /** The service's revision as priced: nothing is written unless it is still current and visible. */
  revision: number;
  /**
   * The signed-in token's version: nothing is written unless it is current and the member live.
   * Null: the caller confirmed the member (an API key).
   */
  tokenVersion: number | null;
  /** The member's order limit: counted in the statement when `countHit`, and nothing written over it. */
  rate: { bucket: string; windowSeconds: number; max: number; countHit: boolean };
}

/** The outcome of the one-statement order: the order's id, or what the statement saw instead. */
export interface OneStatementOutcome {
  orderId: number | null;
  /** The service was as priced (the charge was not refused for a changed service). */
  priced: boolean;
  /** The member's hits in the window after this one, when the statement counted it. */
  hits: number | null;
  windowStart: Date | null;
}

/**
 * The whole single order in one statement: `place_order` (migrations 0020, 0034), which confirms the
 * session, counts the hit, debits and inserts the order and its ledger entry, all or nothing, with
 * the same functions the other order paths call (docs/decisions/order-path.md). Named, so
 * PostgreSQL parses the call once per connection.
 */
export async function placeOrderInOneStatement(
  db: Queryable,
  o: OneStatementOrder,
): Promise<OneStatementOutcome> {
  const { rows } = await db.query<{
    order_id: number | null;
    service_as_priced: boolean;
    hits: number | null;
    window_start: Date | string | null;
  }>(
    `SELECT order_id, service_as_priced, hits, window_start
       FROM place_order($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      o.memberId,
      o.serviceId,
      o.link,
      o.amount,
      o.unitPriceMilli,
      o.costMilli,
      o.createdAt,
      o.revision,
      o.tokenVersion,
      o.rate.bucket,
      o.rate.windowSeconds,
      o.rate.max,
      o.rate.countHit,
      detailsParam(o.details),
    ],
    { name: 'place-order' },
  );
  const row = returnedRow(rows);
  return {
    orderId: row.order_id,
    priced: row.service_as_priced,
    hits: row.hits,
    windowStart: row.window_start === null ? null : new Date(row.window_start),
  };
}

/**
 * The first run is placed together with the auto-order, so it starts with one run placed. Inserted
 * only while the service is as it was priced at `revision`; null when it changed.
 */
export async function insertAutoOrderAtRevision(
  tx: Queryable,
  a: NewAutoOrder,
  revision: number,
): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO auto_orders (member_id, service_id, link, amount, runs, interval_minutes, unit_price_milli, cost_milli,
                              runs_placed, next_run_at, created_at, updated_at)
     SELECT $1::bigint, $2::int, $3::text, $4::int, $5::int, $6::int, $7::bigint, $8::bigint,
            1, $9::timestamptz + make_interval(mins => $6::int), $9::timestamptz, $9::timestamptz
      WHERE service_as_priced($2::int, $10::bigint) RETURNING id`,
    [
      a.memberId,
      a.serviceId,
      a.link,
      a.amount,
      a.runs,
      a.intervalMinutes,
      a.unitPriceMilli,
      a.costMilli,
      a.createdAt,
      revision,
    ],
  );
  return rows[0]?.id ?? null;
}
