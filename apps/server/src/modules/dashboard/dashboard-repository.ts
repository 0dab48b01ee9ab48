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

/** Orders placed in [from, to) by their current status. */
export async function ordersByStatus(db: Queryable, from: Date, to: Date): Promise<Map<number, number>> {
  const { rows } = await db.query<{ status: number; n: number }>(
    `SELECT status, count(*)::int AS n FROM orders WHERE created_at >= $1 AND created_at < $2 GROUP BY status`,
    [from, to],
  );
  return new Map(rows.map((r) => [r.status, r.n]));
}

export async function pendingCounts(
  db: Queryable,
): Promise<{ pointRequests: number; needsOperator: number; inquiries: number }> {
  const { rows } = await db.query<{ pointRequests: number; needsOperator: number; inquiries: number }>(
    `SELECT (SELECT count(*)::int FROM point_requests WHERE status = ${RequestStatus.Pending}) AS "pointRequests",
            (SELECT count(*)::int FROM orders WHERE needs_operator) AS "needsOperator",
            (SELECT count(*)::int FROM inquiries WHERE status = 'waiting') AS inquiries`,
  );
  return rows[0] ?? { pointRequests: 0, needsOperator: 0, inquiries: 0 };
}

export const ORDER_STATUSES = Object.values(OrderStatus);
