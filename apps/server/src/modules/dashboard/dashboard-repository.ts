import { OrderStatus, RequestStatus } from '@smm/contract/enums';
import type { Queryable } from '../../db/database.ts';
import { kstDaySql } from '../../db/kst-day.ts';

/**
 * The dashboard's read-only aggregates over the ledger, the orders and the top-up requests. They
 * only read (the owning modules still do every write), and they sum the very rows the lists show,
 * so a figure here always equals the sum of its list. Members are counted by the accounts module.
 */

export interface LedgerDay {
  day: number;
  /** Sum of the order debits (negative) booked that day. */
  orderMilli: number;
  refundMilli: number;
  topupMilli: number;
}

export async function ledgerPerDay(db: Queryable, from: Date, to: Date): Promise<LedgerDay[]> {
  const { rows } = await db.query<LedgerDay>(
    `SELECT ${kstDaySql('created_at')} AS day,
            coalesce(sum(delta_milli) FILTER (WHERE reason = 'order'), 0)::bigint AS "orderMilli",
            coalesce(sum(delta_milli) FILTER (WHERE reason = 'refund'), 0)::bigint AS "refundMilli",
            coalesce(sum(delta_milli) FILTER (WHERE reason = 'topup'), 0)::bigint AS "topupMilli"
       FROM point_ledger
      WHERE created_at >= $1 AND created_at < $2 AND reason IN ('order', 'refund', 'topup')
      GROUP BY 1`,
    [from, to],
  );
  return rows;
}

export async function ordersPerDay(db: Queryable, from: Date, to: Date): Promise<Map<number, number>> {
  const { rows } = await db.query<{ day: number; n: number }>(
    `SELECT ${kstDaySql('created_at')} AS day, count(*)::int AS n FROM orders
      WHERE created_at >= $1 AND created_at < $2 GROUP BY 1`,
    [from, to],
  );
  return new Map(rows.map((r) => [r.day, r.n]));
}

/** One service's order figures of one KST day, in milli-points (order_figure_entries, migration 0029). */
export interface ServiceDay {
  day: number;
  serviceId: number;
  /** Orders of the service placed that day. */
  orders: number;
  revenueMilli: number;
  costMilli: number;
}

/**
 * The orders' revenue and cost as booked each day, per service: every placed order, refund and
 * change of cost is one journal row at its own time, so a closed day's sums never change. Read from
 * the journal's `booked_at` index alone (its other columns are included in it).
 */
export async function serviceFiguresPerDay(db: Queryable, from: Date, to: Date): Promise<ServiceDay[]> {
  const { rows } = await db.query<ServiceDay>(
    `SELECT ${kstDaySql('booked_at')} AS day, service_id AS "serviceId", sum(placed)::int AS orders,
            sum(revenue_milli)::bigint AS "revenueMilli", sum(cost_milli)::bigint AS "costMilli"
       FROM order_figure_entries
      WHERE booked_at >= $1 AND booked_at < $2
      GROUP BY 1, 2`,
    [from, to],
  );
  return rows;
}

/** The names of services by id (the top services' table). */
export async function serviceNames(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; name: string }>(
    'SELECT id, text AS name FROM services WHERE id = ANY($1::int[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Orders placed in [from, to) by their current status. */
export async function ordersByStatus(db: Queryable, from: Date, to: Date): Promise<Map<number, number>> {
  const { rows } = await db.query<{ status: number; n: number }>(
    `SELECT status, count(*)::int AS n FROM orders WHERE created_at >= $1 AND created_at < $2 GROUP BY status`,
    [from, to],
  );
  return new Map(rows.map((r) => [r.status, r.n]));
}

export async function pendingCounts(db: Queryable): Promise<PendingCounts> {
  const { rows } = await db.query<PendingCounts>(
    `SELECT (SELECT count(*)::int FROM point_requests WHERE status = ${RequestStatus.Pending}) AS "pointRequests",
            (SELECT count(*)::int FROM orders WHERE needs_operator) AS "needsOperator",
            (SELECT count(*)::int FROM inquiries WHERE status = 'waiting') AS inquiries,
            (SELECT count(*)::int FROM services
              WHERE visible AND provider_rate_milli IS NOT NULL AND unit_price_milli < provider_rate_milli)
              AS "servicesBelowCost"`,
  );
  return rows[0] ?? { pointRequests: 0, needsOperator: 0, inquiries: 0, servicesBelowCost: 0 };
}

interface PendingCounts {
  pointRequests: number;
  needsOperator: number;
  inquiries: number;
  /** Services on sale priced below their won cost per unit (provider_rate_milli, kept by the price sync). */
  servicesBelowCost: number;
}

export const ORDER_STATUSES = Object.values(OrderStatus);
