import type { AdminAutoOrdersQuery, AdminOrdersQuery, SubmitState } from '@smm/contract/admin-orders';
import { ORDER_DETAILS_COLUMNS, type OrderDetailsDbRow } from './order-details-view.ts';
import { ORDER_REQUEST_COLUMNS, type OrderRequestRow } from '../order-requests/order-request-view.ts';
import type { Queryable } from '../../db/database.ts';
import { queryKeysetPage, type KeysetQuery } from '../../db/keyset-page.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { hasTellingWord, linkSearchTerm, searchPiece } from './order-search.ts';

/** The operator console's reads of orders and auto-orders (the actions' writes are fulfilment's). */

export interface AdminOrderDbRow extends OrderDetailsDbRow {
  id: number;
  created_at: Date;
  updated_at: Date;
  member_id: number;
  service_id: number;
  service_name: string;
  service_has_provider: boolean;
  link: string;
  amount: number;
  unit_price_milli: number;
  cost_milli: number;
  refunded_milli: number;
  refunded_at: Date | null;
  status: number;
  start_count: number | null;
  remains: number | null;
  submit_state: SubmitState;
  needs_operator: boolean;
  provider_id: number | null;
  provider_name: string | null;
  provider_order_id: string | null;
  provider_status: string | null;
  auto_order_id: number | null;
  attempts: number;
  last_error: string | null;
  submitted_at: Date | null;
  next_attempt_at: Date | null;
  /** Decimal text as the provider wrote it; migration 0029. */
  provider_charge: string | null;
  provider_currency: string | null;
  krw_per_unit: string | null;
  provider_cost_milli: number | null;
}

export interface AdminAutoOrderDbRow {
  id: number;
  created_at: Date;
  member_id: number;
  service_id: number;
  service_name: string;
  link: string;
  amount: number;
  runs: number;
  runs_placed: number;
  completed: number;
  interval_minutes: number;
  cost_milli: number;
  refunded_milli: number;
  status: number;
  next_run_at: Date | null;
  last_error: string | null;
}

// The provider shown is the one fixed on the order at submission, else the service's current one.
const ORDER_SELECT = `SELECT o.id, o.created_at, o.updated_at, o.member_id, o.service_id, s.text AS service_name,
       s.provider_id IS NOT NULL AS service_has_provider, o.link, o.amount, o.unit_price_milli, o.cost_milli,
       o.refunded_milli, o.refunded_at, o.status, o.start_count, o.remains, o.submit_state, o.needs_operator,
       COALESCE(o.provider_id, s.provider_id) AS provider_id, p.name AS provider_name, o.provider_order_id,
       o.provider_status, o.auto_order_id, o.attempts, o.last_error, o.submitted_at, o.next_attempt_at,
       o.provider_charge::text AS provider_charge, o.provider_currency, o.krw_per_unit::text AS krw_per_unit,
       o.provider_cost_milli, ${ORDER_DETAILS_COLUMNS}
  FROM orders o
  JOIN services s ON s.id = o.service_id
  LEFT JOIN providers p ON p.id = COALESCE(o.provider_id, s.provider_id)`;

const AUTO_ORDER_SELECT = `SELECT a.id, a.created_at, a.member_id, a.service_id, s.text AS service_name, a.link, a.amount,
       a.runs, a.runs_placed, a.completed, a.interval_minutes, a.cost_milli, a.refunded_milli, a.status,
       a.next_run_at, a.last_error
  FROM auto_orders a
  JOIN services s ON s.id = a.service_id`;

type Filters = Pick<AdminOrdersQuery, 'memberId' | 'serviceId' | 'from' | 'to' | 'q'> & {
  status?: number;
};

/** Conditions shared by both lists; `t` is the table alias. Dates are KST calendar days. */
function commonWhere(t: 'o' | 'a', f: Filters, providerColumn: string) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (f.status !== undefined) add((n) => `${t}.status = ${n}`, f.status);
  if (f.memberId !== undefined) add((n) => `${t}.member_id = ${n}`, f.memberId);
  if (f.serviceId !== undefined) add((n) => `${t}.service_id = ${n}`, f.serviceId);
  if (f.from) add((n) => `${t}.created_at >= (${n}::date)::timestamp AT TIME ZONE 'Asia/Seoul'`, f.from);
  if (f.to) add((n) => `${t}.created_at < (${n}::date + 1)::timestamp AT TIME ZONE 'Asia/Seoul'`, f.to);
  return { where, params, add, providerColumn };
}

/**
 * `q` is an id when numeric, else part of the link: the auto-order list, short enough to read whole.
 */
function autoOrderSearch(q: string, n: (v: unknown) => string) {
  const alternatives = [`a.link ILIKE ${n(containsPattern(linkSearchTerm(q)))}`];
  if (/^\d{1,15}$/.test(q)) alternatives.push(`a.id = ${n(Number(q))}`);
  return `(${alternatives.join(' OR ')})`;
}

/**
 * The orders `q` finds: its id when numeric, a provider's order id, or a link that contains the
 * term. A term with a telling word is found through order_links' trigram index by its piece and then
 * checked whole (order-search.ts, migration 0038), kept to the ids from `bottom` up when given; a
 * term of shared words only (`instagram`) is in a good part of all links, so the list walks the
 * newest orders and checks each link, where it finds a page at once.
 */
function orderSearch(q: string, n: (v: unknown) => string, bottom?: string) {
  const term = linkSearchTerm(q);
  const contains = n(containsPattern(term));
  const id = /^\d{1,15}$/.test(q) ? n(Number(q)) : undefined;
  if (!hasTellingWord(term)) {
    const alternatives = [`o.link ILIKE ${contains}`, `o.provider_order_id = ${n(q)}`];
    if (id) alternatives.push(`o.id = ${id}`);
    return `(${alternatives.join(' OR ')})`;
  }
  const link = [`lower(l.link) LIKE ${n(containsPattern(searchPiece(term)))}`, `l.link ILIKE ${contains}`];
  if (bottom) link.push(`l.order_id >= ${bottom}`);
  const ids = [
    `SELECT l.order_id FROM order_links l WHERE ${link.join(' AND ')}`,
    `SELECT id FROM orders WHERE provider_order_id = ${n(q)}`,
  ];
  if (id) ids.push(`SELECT ${id}::bigint`);
  return `o.id IN (${ids.join(' UNION ALL ')})`;
}

/**
 * How many ids below the page's cursor (or the newest) a search looks through first, then next,
 * before it reads every order the index finds.
 */
export const SEARCH_WINDOWS = [50_000, 200_000];

/**
 * A search with a telling word (a post id, a user name) looks for its page among the SEARCH_WINDOWS
 * ids below the cursor first, the smaller window first. A full page found in a window is the page
 * itself (every order below the window is older than all of it); a short one is not, and the next
 * window, then the whole list, is read. The index holds each order's id beside its link's trigrams,
 * so a window reads only its own part of the index and its own rows. This bounds a search for a link
 * thousands of orders share: without windows the index finds every one of them (6,364 at 2,000,000
 * orders: 19,381 rows, 200 ms), and the planner, which expects a handful, does not walk the newest
 * ids instead. A rare term reads the windows' part of the index for nothing, about 35 ms at
 * 2,000,000 orders. The ids are chosen and sorted first (`sortSelected`), so the planner never walks
 * the id index hoping to meet them (docs/benchmarks.md).
 */
export async function listAdminOrders(q: Queryable, query: AdminOrdersQuery): Promise<AdminOrderDbRow[]> {
  if (query.q && hasTellingWord(linkSearchTerm(query.q))) {
    for (const width of SEARCH_WINDOWS) {
      const rows = await queryKeysetPage<AdminOrderDbRow>(q, orderList(query, width), query);
      if (rows.length >= query.limit) return rows;
    }
    return queryKeysetPage<AdminOrderDbRow>(q, { ...orderList(query), sortSelected: ORDER_IDS_FROM }, query);
  }
  const sortSelected = (await rangeEndsInFewOrders(q, query)) ? ORDER_IDS_FROM : undefined;
  return queryKeysetPage<AdminOrderDbRow>(q, { ...orderList(query), sortSelected }, query);
}

/**
 * The console's order list; with a `window`, only the orders that many ids below the cursor. The
 * window is named twice: inside the link's condition, where the trigram index's id column takes it,
 * and over all as `o.id + 0`, which keeps the other alternatives to the window without offering the
 * planner the id index (a walk of 200,000 ids it expected to pay off took 290 ms, against 30 through
 * the index). The window's rows are sorted, not walked.
 */
function orderList(query: AdminOrdersQuery, window?: number): KeysetQuery {
  const c = commonWhere('o', query, 'COALESCE(o.provider_id, s.provider_id)');
  if (query.providerId !== undefined) c.add((n) => `${c.providerColumn} = ${n}`, query.providerId);
  if (query.needsOperator !== undefined) c.add((n) => `o.needs_operator = ${n}`, query.needsOperator);
  const n = placeholder(c.params);
  const top = () =>
    query.before === undefined ? '(SELECT max(id) + 1 FROM orders)' : `${n(query.before)}::bigint`;
  const bottom = window === undefined ? undefined : `${top()} - ${n(window)}::int`;
  if (query.q) c.where.push(orderSearch(query.q, n, bottom));
  if (bottom !== undefined) c.where.push(`o.id + 0 >= ${bottom}`);
  return {
    select: ORDER_SELECT,
    id: 'o.id',
    where: c.where,
    params: c.params,
    sortSelected: bottom === undefined ? undefined : ORDER_IDS_FROM,
  };
}

/**
 * Where a sorted list chooses its page's ids: every order has its service (a foreign key), so the
 * left join selects the same rows as the list's join, and the planner drops it when no condition
 * names the service.
 */
const ORDER_IDS_FROM = 'orders o LEFT JOIN services s ON s.id = o.service_id';

/** Up to about this many orders of a date range are read and sorted rather than found by the id walk. */
const SORTED_RANGE_ORDERS = 50_000;

/**
 * Whether a date range with an end holds few enough orders to read them all and sort them.
 * The planner walks the ids from the newest and drops the rows outside the range as if a range's
 * orders were spread over all ids; they sit together (ids follow creation time), so for a week long
 * ago it walked every newer order (docs/benchmarks.md). The range's size is read as the distance
 * between the ids of the first orders created at its start and after its end: two probes of
 * orders_created_idx (counting the range's rows took 13 to 38 ms for a week at 2,000,000 orders). It
 * only chooses the plan: ids taken a little out of creation order change no row of the answer. A
 * range without an end starts at the newest orders, where the walk finds its rows at once.
 */
async function rangeEndsInFewOrders(q: Queryable, query: AdminOrdersQuery): Promise<boolean> {
  if (!query.to) return false;
  const firstAt = (at: string) =>
    `(SELECT id FROM orders WHERE created_at >= ${at} ORDER BY created_at LIMIT 1)`;
  const start = query.from
    ? firstAt(`($1::date)::timestamp AT TIME ZONE 'Asia/Seoul'`)
    : '(SELECT min(id) FROM orders)';
  const end = firstAt(`($${query.from ? 2 : 1}::date + 1)::timestamp AT TIME ZONE 'Asia/Seoul'`);
  const next = '(SELECT max(id) + 1 FROM orders)';
  const { rows } = await q.query<{ n: string | null }>(
    `SELECT coalesce(${end}, ${next}) - coalesce(${start}, ${next}) AS n`,
    query.from ? [query.from, query.to] : [query.to],
  );
  return Number(rows[0]?.n ?? 0) < SORTED_RANGE_ORDERS;
}

export function listAdminAutoOrders(
  q: Queryable,
  query: AdminAutoOrdersQuery,
): Promise<AdminAutoOrderDbRow[]> {
  const c = commonWhere('a', query, 's.provider_id');
  if (query.providerId !== undefined) c.add((n) => `${c.providerColumn} = ${n}`, query.providerId);
  if (query.q) c.where.push(autoOrderSearch(query.q, placeholder(c.params)));
  return queryKeysetPage<AdminAutoOrderDbRow>(
    q,
    { select: AUTO_ORDER_SELECT, id: 'a.id', where: c.where, params: c.params },
    query,
  );
}

function placeholder(params: unknown[]) {
  return (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
}

/** One order with what the detail shows; `lock` takes its row lock for an operator action. */
export async function findAdminOrder(
  q: Queryable,
  orderId: number,
  lock = false,
): Promise<AdminOrderDbRow | undefined> {
  const { rows } = await q.query<AdminOrderDbRow>(
    `${ORDER_SELECT} WHERE o.id = $1${lock ? ' FOR UPDATE OF o' : ''}`,
    [orderId],
  );
  return rows[0];
}

export async function findAdminAutoOrder(
  q: Queryable,
  autoOrderId: number,
  lock = false,
): Promise<AdminAutoOrderDbRow | undefined> {
  const { rows } = await q.query<AdminAutoOrderDbRow>(
    `${AUTO_ORDER_SELECT} WHERE a.id = $1${lock ? ' FOR UPDATE OF a' : ''}`,
    [autoOrderId],
  );
  return rows[0];
}

export interface AdminOrderRequestDbRow extends OrderRequestRow {
  source: 'web' | 'api';
  provider_refill_id: string | null;
  open: boolean;
  updated_at: Date;
}

/** The order's refill and cancel requests, newest first. */
export async function listOrderRequests(q: Queryable, orderId: number): Promise<AdminOrderRequestDbRow[]> {
  const { rows } = await q.query<AdminOrderRequestDbRow>(
    `SELECT ${ORDER_REQUEST_COLUMNS}, source, provider_refill_id, open, updated_at
       FROM order_requests WHERE order_id = $1 ORDER BY id DESC`,
    [orderId],
  );
  return rows;
}

export interface ProviderAttemptDbRow {
  provider_id: number;
  provider_name: string;
  provider_service_id: string;
  outcome: 'accepted' | 'refused' | 'skipped' | 'retry' | 'unknown';
  reason: string | null;
  created_at: Date;
}

/** The providers the order was offered to, in order (fulfilment writes them, failover.md). */
export async function listProviderAttempts(q: Queryable, orderId: number): Promise<ProviderAttemptDbRow[]> {
  const { rows } = await q.query<ProviderAttemptDbRow>(
    `SELECT a.provider_id, p.name AS provider_name, a.provider_service_id, a.outcome, a.reason, a.created_at
       FROM order_provider_attempts a JOIN providers p ON p.id = a.provider_id
      WHERE a.order_id = $1 ORDER BY a.id`,
    [orderId],
  );
  return rows;
}
