import type { Queryable } from '../../db/database.ts';
import { returnedRow } from '../../db/returned-row.ts';
import { queryKeysetPage, type KeysetPage } from '../../db/keyset-page.ts';

export interface NewOrder {
  memberId: number;
  serviceId: number;
  autoOrderId: number | null;
  link: string;
  amount: number;
  unitPriceMilli: number;
  costMilli: number;
  createdAt: Date;
}

export interface NewAutoOrder extends Omit<NewOrder, 'autoOrderId'> {
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

export async function insertOrder(tx: Queryable, o: NewOrder): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO orders (member_id, service_id, auto_order_id, link, amount, unit_price_milli, cost_milli, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
    [o.memberId, o.serviceId, o.autoOrderId, o.link, o.amount, o.unitPriceMilli, o.costMilli, o.createdAt],
  );
  return returnedRow(rows).id;
}

/** The first run is placed together with the auto-order, so it starts with one run placed. */
export async function insertAutoOrder(tx: Queryable, a: NewAutoOrder): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO auto_orders (member_id, service_id, link, amount, runs, interval_minutes, unit_price_milli, cost_milli,
                              runs_placed, next_run_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1, $9::timestamptz + make_interval(mins => $6), $9, $9) RETURNING id`,
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
    ],
  );
  return returnedRow(rows).id;
}

const ORDER_COLUMNS = 'id, created_at, service_id, link, cost_milli, amount, status, start_count, remains';

/** A member's orders newest first, walking the (member_id, id DESC) index (db/keyset-page.ts). */
export function listMemberOrders(db: Queryable, memberId: number, page: KeysetPage): Promise<OrderRow[]> {
  return queryKeysetPage<OrderRow>(
    db,
    {
      select: `SELECT ${ORDER_COLUMNS} FROM orders`,
      id: 'id',
      where: ['member_id = $1'],
      params: [memberId],
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
}

/** The member's own orders among `ids`; another member's order is simply not found. */
export async function findMemberOrders(
  db: Queryable,
  memberId: number,
  ids: readonly number[],
): Promise<Map<number, MemberOrderStatusRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<MemberOrderStatusRow>(
    `SELECT id, status, amount, start_count, remains, cost_milli, refunded_milli
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
