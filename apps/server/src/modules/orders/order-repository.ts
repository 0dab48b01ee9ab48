import type { Queryable } from '../../db/database.ts';

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

export interface Page {
  before?: number;
  limit: number;
}

export async function insertOrder(tx: Queryable, o: NewOrder): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO orders (member_id, service_id, auto_order_id, link, amount, unit_price_milli, cost_milli, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
    [o.memberId, o.serviceId, o.autoOrderId, o.link, o.amount, o.unitPriceMilli, o.costMilli, o.createdAt],
  );
  return rows[0]!.id;
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
  return rows[0]!.id;
}

const ORDER_COLUMNS = 'id, created_at, service_id, link, cost_milli, amount, status, start_count, remains';

/**
 * A member's orders newest first. Two statements instead of `$2 IS NULL OR id < $2`, so both walk
 * the (member_id, id DESC) index from the right place with no filter, even deep in 100 000 rows.
 */
export async function listMemberOrders(db: Queryable, memberId: number, page: Page): Promise<OrderRow[]> {
  const { rows } =
    page.before === undefined
      ? await db.query<OrderRow>(
          `SELECT ${ORDER_COLUMNS} FROM orders WHERE member_id = $1 ORDER BY id DESC LIMIT $2`,
          [memberId, page.limit],
        )
      : await db.query<OrderRow>(
          `SELECT ${ORDER_COLUMNS} FROM orders WHERE member_id = $1 AND id < $2 ORDER BY id DESC LIMIT $3`,
          [memberId, page.before, page.limit],
        );
  return rows;
}

const AUTO_ORDER_COLUMNS =
  'id, created_at, link, cost_milli, amount, service_id, completed, runs, interval_minutes, status';

export async function listMemberAutoOrders(
  db: Queryable,
  memberId: number,
  page: Page,
): Promise<AutoOrderRow[]> {
  const { rows } =
    page.before === undefined
      ? await db.query<AutoOrderRow>(
          `SELECT ${AUTO_ORDER_COLUMNS} FROM auto_orders WHERE member_id = $1 ORDER BY id DESC LIMIT $2`,
          [memberId, page.limit],
        )
      : await db.query<AutoOrderRow>(
          `SELECT ${AUTO_ORDER_COLUMNS} FROM auto_orders WHERE member_id = $1 AND id < $2 ORDER BY id DESC LIMIT $3`,
          [memberId, page.before, page.limit],
        );
  return rows;
}

/** One order of one member: another member's order is indistinguishable from a missing one. */
export async function findMemberOrder(
  db: Queryable,
  memberId: number,
  orderId: number,
): Promise<{ status: number; amount: number; remains: number | null } | null> {
  const { rows } = await db.query<{ status: number; amount: number; remains: number | null }>(
    'SELECT status, amount, remains FROM orders WHERE id = $1 AND member_id = $2',
    [orderId, memberId],
  );
  return rows[0] ?? null;
}
