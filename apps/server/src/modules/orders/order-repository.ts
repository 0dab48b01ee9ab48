import type { SubscriptionState } from '@smm/contract/service-types';
import type { Queryable } from '../../db/database.ts';
import { queryKeysetPage, type KeysetPage } from '../../db/keyset-page.ts';
import { ORDER_DETAILS_COLUMNS, type OrderDetailsDbRow } from './order-details-view.ts';
import type { RequestableOrder } from '../order-requests/order-request-rules.ts';
import { ORDER_REQUEST_COLUMNS, type OrderRequestRow } from '../order-requests/order-request-view.ts';

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
