import type { OrderDetails, SubscriptionState } from '@smm/contract/service-types';
import type { Queryable } from '../../db/database.ts';
import { returnedRow } from '../../db/returned-row.ts';
import { queryKeysetPage, type KeysetPage } from '../../db/keyset-page.ts';
import { ORDER_DETAILS_COLUMNS, type OrderDetailsDbRow } from './order-details-view.ts';
import type { RequestableOrder } from '../order-requests/order-request-rules.ts';
import { ORDER_REQUEST_COLUMNS, type OrderRequestRow } from '../order-requests/order-request-view.ts';

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

export interface OrderRow {
  id: number;
  created_at: Date;
  service_id: number;
  link: string;
  cost_milli: number;
  amount: number;
  status: number;
  start_count: number | null;
  remains: number | null;
}

export interface AutoOrderRow {
  id: number;
  created_at: Date;
  link: string;
  cost_milli: number;
  amount: number;
  service_id: number;
  completed: number;
  runs: number;
  interval_minutes: number;
  status: number;
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
 * again (`order-service.ts`).
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

/** What the one-statement order (`placeSingleOrder`) needs beyond the order row. */
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

/** A history row with the facts the refill and cancel rule decides on (order-request-rules.ts) and the latest request. */
export interface OrderHistoryDbRow extends OrderRow, RequestableOrder, OrderDetailsDbRow {
  request: OrderRequestRow | null;
}

/** A member's orders newest first, walking the (member_id, id DESC) index (db/keyset-page.ts). */
/**
 * A page of the member's orders, newest first; with `status`, only orders of that status (walked
 * on `orders_member_status_idx`, migration 0025, so a rare status deep in a long history is as
 * quick as the first page).
 */
export function listMemberOrders(
  db: Queryable,
  memberId: number,
  page: KeysetPage & { status?: number | undefined },
): Promise<OrderHistoryDbRow[]> {
  return queryKeysetPage<OrderHistoryDbRow>(
    db,
    {
      select: `SELECT o.id, o.created_at, o.service_id, o.link, o.cost_milli, o.amount, o.status, o.start_count, o.remains,
                      ${ORDER_DETAILS_COLUMNS}, o.submit_state, o.provider_id, o.provider_order_id,
                      s.provider_refill AS refill_offered, s.provider_cancel AS cancel_offered, s.refill_days,
                      COALESCE(r.open, false) AS has_open_request,
                      CASE WHEN r.id IS NULL THEN NULL ELSE json_build_object(${ORDER_REQUEST_COLUMNS.split(
                        ', ',
                      )
                        .map((c) => `'${c}', r.${c}`)
                        .join(', ')}) END AS request
                 FROM orders o
                 JOIN services s ON s.id = o.service_id
                 LEFT JOIN LATERAL (SELECT id, open, ${ORDER_REQUEST_COLUMNS.replace('id, ', '')} FROM order_requests
                                     WHERE order_id = o.id ORDER BY id DESC LIMIT 1) r ON true`,
      id: 'o.id',
      where: page.status === undefined ? ['o.member_id = $1'] : ['o.member_id = $1', 'o.status = $2'],
      params: page.status === undefined ? [memberId] : [memberId, page.status],
    },
    page,
  );
}

const AUTO_ORDER_COLUMNS =
  'id, created_at, link, cost_milli, amount, service_id, completed, runs, interval_minutes, status';

export function listMemberAutoOrders(
  db: Queryable,
  memberId: number,
  page: KeysetPage,
): Promise<AutoOrderRow[]> {
  return queryKeysetPage<AutoOrderRow>(
    db,
    {
      select: `SELECT ${AUTO_ORDER_COLUMNS} FROM auto_orders`,
      id: 'id',
      where: ['member_id = $1'],
      params: [memberId],
    },
    page,
  );
}

/** What the reseller APIs report of an order. */
export interface MemberOrderStatusRow {
  id: number;
  status: number;
  amount: number;
  start_count: number | null;
  remains: number | null;
  cost_milli: number;
  refunded_milli: number;
  /** A subscription's progress (issue 32); null for every other order. */
  subscription_state: SubscriptionState | null;
  posts_delivered: number | null;
}

/** The member's own orders among `ids`; another member's order is simply not found. */
export async function findMemberOrders(
  db: Queryable,
  memberId: number,
  ids: readonly number[],
): Promise<Map<number, MemberOrderStatusRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<MemberOrderStatusRow>(
    `SELECT id, status, amount, start_count, remains, cost_milli, refunded_milli, subscription_state,
            posts_delivered
       FROM orders WHERE member_id = $1 AND id = ANY($2::bigint[])`,
    [memberId, ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** How many orders (auto-order runs included, as in the order lists) each member has. */
export async function countOrdersByMember(
  db: Queryable,
  memberIds: readonly number[],
): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const { rows } = await db.query<{ member_id: number; count: number }>(
    'SELECT member_id, count(*)::int AS count FROM orders WHERE member_id = ANY($1::bigint[]) GROUP BY member_id',
    [memberIds],
  );
  return new Map(rows.map((r) => [r.member_id, r.count]));
}
