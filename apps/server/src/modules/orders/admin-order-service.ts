import {
  allowedOrderActions,
  type AdminAutoOrderRow,
  type AdminAutoOrdersQuery,
  type AdminOrderDetail,
  type AdminOrderRow,
  type AdminOrdersQuery,
} from '@smm/contract/admin-orders';
import { fromMilli } from '@smm/contract/money';
import type { Database, Queryable } from '../../db/database.ts';
import type { MemberDirectoryService } from '../accounts/member-directory-service.ts';
export type { AdminAutoOrderDbRow, AdminOrderDbRow } from './admin-order-repository.ts';
import { orderDetailsView } from './order-details-view.ts';
import { toOrderRequest } from '../order-requests/order-request-view.ts';
import { ledger as ledgerService } from '../ledger/ledger-service.ts';
import {
  findAdminAutoOrder,
  findAdminOrder,
  listAdminAutoOrders,
  listAdminOrders,
  listOrderRequests,
  listProviderAttempts,
  type AdminAutoOrderDbRow,
  type AdminOrderDbRow,
} from './admin-order-repository.ts';

/** The operator console's view of every member's orders and auto-orders (reads only). */
export interface AdminOrderService {
  list(query: AdminOrdersQuery): Promise<AdminOrderRow[]>;
  listAuto(query: AdminAutoOrdersQuery): Promise<AdminAutoOrderRow[]>;
  /** The order with its ledger rows and auto-order; undefined when there is none. `q` may be a transaction. */
  detail(orderId: number, q?: Queryable): Promise<AdminOrderDetail | undefined>;
  /** The raw row, locked when `lock` (inside an action's transaction): the audit's before/after. */
  snapshot(q: Queryable, orderId: number, lock?: boolean): Promise<AdminOrderDbRow | undefined>;
  autoDetail(autoOrderId: number): Promise<AdminAutoOrderRow | undefined>;
  autoSnapshot(q: Queryable, autoOrderId: number, lock?: boolean): Promise<AdminAutoOrderDbRow | undefined>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toRow(r: AdminOrderDbRow, loginId: string | null): AdminOrderRow {
  return {
    id: r.id,
    createdAt: r.created_at.toISOString(),
    memberId: r.member_id,
    memberLoginId: loginId,
    serviceId: r.service_id,
    serviceName: r.service_name,
    link: r.link,
    amount: r.amount,
    cost: fromMilli(r.cost_milli),
    refunded: fromMilli(r.refunded_milli),
    status: r.status,
    submitState: r.submit_state,
    needsOperator: r.needs_operator,
    providerId: r.provider_id,
    providerName: r.provider_name,
    providerOrderId: r.provider_order_id,
    autoOrderId: r.auto_order_id,
    ...orderCostFields(r),
  };
}

/**
 * Cost and profit of an order (docs/decisions/costs-and-profit.md): profit = paid - refunded - cost,
 * in milli-points, shown as points.
 */
function orderCostFields(r: AdminOrderDbRow) {
  const costMilli = r.provider_cost_milli;
  return {
    providerCharge: r.provider_charge,
    providerCurrency: r.provider_currency,
    providerCost: costMilli === null ? null : fromMilli(costMilli),
    costEstimated: costMilli !== null && (r.provider_charge === null || r.krw_per_unit === null),
    profit: costMilli === null ? null : fromMilli(r.cost_milli - r.refunded_milli - costMilli),
  };
}

function toAutoRow(a: AdminAutoOrderDbRow, loginId: string | null): AdminAutoOrderRow {
  return {
    id: a.id,
    createdAt: a.created_at.toISOString(),
    memberId: a.member_id,
    memberLoginId: loginId,
    serviceId: a.service_id,
    serviceName: a.service_name,
    link: a.link,
    amount: a.amount,
    runs: a.runs,
    runsPlaced: a.runs_placed,
    completed: a.completed,
    intervalMinutes: a.interval_minutes,
    cost: fromMilli(a.cost_milli),
    refunded: fromMilli(a.refunded_milli),
    status: a.status,
    nextRunAt: iso(a.next_run_at),
    lastError: a.last_error,
  };
}

export function createAdminOrderService(deps: {
  db: Database;
  members: Pick<MemberDirectoryService, 'loginIds'>;
}): AdminOrderService {
  const { db, members } = deps;
  return {
    async list(query) {
      const rows = await listAdminOrders(db, query);
      const names = await members.loginIds(rows.map((r) => r.member_id));
      return rows.map((r) => toRow(r, names.get(r.member_id) ?? null));
    },
    async listAuto(query) {
      const rows = await listAdminAutoOrders(db, query);
      const names = await members.loginIds(rows.map((r) => r.member_id));
      return rows.map((r) => toAutoRow(r, names.get(r.member_id) ?? null));
    },
    async detail(orderId, q = db) {
      const r = await findAdminOrder(q, orderId);
      if (!r) return undefined;
      const auto = r.auto_order_id === null ? undefined : await findAdminAutoOrder(q, r.auto_order_id);
      const refs = [{ type: 'order', id: r.id }, ...(auto ? [{ type: 'auto_order', id: auto.id }] : [])];
      const ledger = await ledgerService.listLedgerForRefs(q, refs);
      const requests = await listOrderRequests(q, r.id);
      const attempts = await listProviderAttempts(q, r.id);
      // Outside a transaction only: on the embedded database a read beside an open one would wait for it.
      const loginId = q === db ? ((await members.loginIds([r.member_id])).get(r.member_id) ?? null) : null;
      const refundedAt = iso(r.refunded_at);
      return {
        ...toRow(r, loginId),
        unitPrice: fromMilli(r.unit_price_milli),
        startCount: r.start_count,
        remains: r.remains,
        providerStatus: r.provider_status,
        exchangeRate: r.krw_per_unit,
        serviceHasProvider: r.service_has_provider,
        attempts: r.attempts,
        lastError: r.last_error,
        submittedAt: iso(r.submitted_at),
        nextAttemptAt: iso(r.next_attempt_at),
        refundedAt,
        updatedAt: r.updated_at.toISOString(),
        ...orderDetailsView(r),
        ledger: ledger.map((l) => ({
          id: l.id,
          createdAt: l.created_at.toISOString(),
          delta: fromMilli(l.delta_milli),
          balanceAfter: fromMilli(l.balance_after_milli),
          reason: l.reason,
          refType: l.ref_type,
          refId: l.ref_id,
          key: l.idempotency_key,
        })),
        autoOrder: auto ? toAutoRow(auto, loginId) : null,
        requests: requests.map((x) => ({
          ...toOrderRequest(x),
          source: x.source,
          providerRefillId: x.provider_refill_id,
          open: x.open,
          updatedAt: x.updated_at.toISOString(),
        })),
        providerAttempts: attempts.map((a) => ({
          providerId: a.provider_id,
          providerName: a.provider_name,
          providerServiceId: a.provider_service_id,
          outcome: a.outcome,
          reason: a.reason,
          at: a.created_at.toISOString(),
        })),
        actions: allowedOrderActions({
          status: r.status,
          submitState: r.submit_state,
          needsOperator: r.needs_operator,
          refundedAt,
          serviceHasProvider: r.service_has_provider,
        }),
      };
    },
    async autoDetail(autoOrderId) {
      const a = await findAdminAutoOrder(db, autoOrderId);
      if (!a) return undefined;
      return toAutoRow(a, (await members.loginIds([a.member_id])).get(a.member_id) ?? null);
    },
    snapshot: (q, orderId, lock = false) => findAdminOrder(q, orderId, lock),
    autoSnapshot: (q, autoOrderId, lock = false) => findAdminAutoOrder(q, autoOrderId, lock),
  };
}
