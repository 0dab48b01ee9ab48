import { fromMilli } from '@smm/contract/money';
import type { AutoOrder, OrderHistoryRow } from '@smm/contract/order';
import type { HistoryPageQuery } from '@smm/contract/order-paging';
import type { Queryable } from '../../db/database.ts';
import { listMemberAutoOrders, listMemberOrders } from './order-repository.ts';

/** The member's own orders, newest first; `point` is what the order cost. */
export async function orderHistory(
  db: Queryable,
  memberId: number,
  page: HistoryPageQuery,
): Promise<OrderHistoryRow[]> {
  const rows = await listMemberOrders(db, memberId, page);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at.toISOString(),
    serviceId: r.service_id,
    link: r.link,
    point: fromMilli(r.cost_milli),
    amount: r.amount,
    status: r.status,
    startCount: r.start_count,
    remains: r.remains,
  }));
}

/** The member's own auto-orders, newest first; `point` is the total charged for all runs. */
export async function autoOrderHistory(
  db: Queryable,
  memberId: number,
  page: HistoryPageQuery,
): Promise<AutoOrder[]> {
  const rows = await listMemberAutoOrders(db, memberId, page);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at.toISOString(),
    link: r.link,
    point: fromMilli(r.cost_milli),
    amount: r.amount,
    serviceId: r.service_id,
    completed: r.completed,
    runs: r.runs,
    interval: r.interval_minutes,
    status: r.status,
  }));
}
