import { fromMilli } from '@smm/contract/money';
import type { AutoOrder } from '@smm/contract/order';
import type { OrderHistoryEntry } from '@smm/contract/order-requests';
import type { Clock } from '../../clock.ts';
import type { OrderHistoryQuery, PageQuery } from '@smm/contract/paging';
import type { Queryable } from '../../db/database.ts';
import {
  countOrdersByMember,
  findMemberOrders,
  listMemberAutoOrders,
  listMemberOrders,
} from './order-repository.ts';
import type { MemberOrderStatusRow } from './order-repository.ts';
import { orderDetailsView } from './order-details-view.ts';
import { mayRequest } from '../order-requests/order-request-rules.ts';
import { toOrderRequest } from '../order-requests/order-request-view.ts';

export type { MemberOrderStatusRow } from './order-repository.ts';

/** Reads of a member's own orders: the history pages and the reseller APIs' status calls. */
export interface OrderHistoryService {
  /** The member's own orders (of one status, when given), newest first; `point` is what the order cost. */
  orders(memberId: number, page: OrderHistoryQuery): Promise<OrderHistoryEntry[]>;
  /** The member's own auto-orders, newest first; `point` is the total charged for all runs. */
  autoOrders(memberId: number, page: PageQuery): Promise<AutoOrder[]>;
  /** The member's own orders among `ids`; another member's order is indistinguishable from a missing one. */
  memberOrders(memberId: number, ids: readonly number[]): Promise<Map<number, MemberOrderStatusRow>>;
  /** How many orders each member has (the operator's member list). */
  orderCounts(memberIds: readonly number[]): Promise<Map<number, number>>;
}

export function createOrderHistoryService(deps: { db: Queryable; clock: Clock }): OrderHistoryService {
  const { db, clock } = deps;
  return {
    async orders(memberId, page) {
      const rows = await listMemberOrders(db, memberId, page);
      const now = clock.now();
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
        refillable: mayRequest(r, 'refill', now),
        cancelable: mayRequest(r, 'cancel', now),
        request: r.request && toOrderRequest(r.request),
        ...orderDetailsView(r),
      }));
    },
    async autoOrders(memberId, page) {
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
    },
    memberOrders: (memberId, ids) => findMemberOrders(db, memberId, ids),
    orderCounts: (memberIds) => countOrdersByMember(db, memberIds),
  };
}
