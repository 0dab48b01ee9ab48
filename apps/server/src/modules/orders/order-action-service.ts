import {
  type AdminAutoOrderRow,
  type AdminOrderDetail,
  type FoundAtProviderBody,
  type MarkPartialBody,
  type OrderActionBody,
} from '@smm/contract/admin-orders';
import { ADMIN_ORDER_MESSAGES as M } from '@smm/contract/admin-orders-messages';
import type { AuditAction } from '@smm/contract/admin-audit';
import { fromMilli } from '@smm/contract/money';
import type { Database, Queryable } from '../../db/database.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { AdminAutoOrderDbRow, AdminOrderDbRow, AdminOrderService } from './admin-order-service.ts';
import type { AutoOrderService } from '../fulfilment/auto-order-service.ts';
import type { OperatorResolutionService } from '../fulfilment/operator-resolution-service.ts';
import type { SettlementService } from '../fulfilment/settlement-service.ts';

export interface OrderActionDeps {
  db: Database;
  audit: AuditService;
  adminOrders: AdminOrderService;
  resolution: OperatorResolutionService;
  settlement: SettlementService;
  autoOrders: AutoOrderService;
}

/**
 * The operator's order actions (issue 10 "Orders"). Each is one transaction: lock the row (the
 * audit's "before"), one conditional change through the fulfilment services (refunds with their
 * exactly-once keys), the audit row; a state that no longer allows the action is a 409 and
 * changes nothing. Each answers the order's detail after the change.
 */
export interface OrderActionService {
  foundAtProvider(operatorId: number, orderId: number, body: FoundAtProviderBody): Promise<AdminOrderDetail>;
  resend(operatorId: number, orderId: number, body: OrderActionBody): Promise<AdminOrderDetail>;
  cancelRefund(operatorId: number, orderId: number, body: OrderActionBody): Promise<AdminOrderDetail>;
  markPartial(operatorId: number, orderId: number, body: MarkPartialBody): Promise<AdminOrderDetail>;
  markCompleted(operatorId: number, orderId: number, body: OrderActionBody): Promise<AdminOrderDetail>;
  /** Answers the auto-order after the change. */
  cancelAutoOrder(operatorId: number, autoOrderId: number, body: OrderActionBody): Promise<AdminAutoOrderRow>;
}

/** What the audit log keeps of an order before and after an action. */
function orderAudit(r: AdminOrderDbRow) {
  return {
    status: r.status,
    submitState: r.submit_state,
    needsOperator: r.needs_operator,
    providerOrderId: r.provider_order_id,
    remains: r.remains,
    refunded: fromMilli(r.refunded_milli),
    lastError: r.last_error,
  };
}

function autoOrderAudit(a: AdminAutoOrderDbRow) {
  return { status: a.status, runsPlaced: a.runs_placed, refunded: fromMilli(a.refunded_milli) };
}

const reasonFor = (operatorId: number, memo?: string) =>
  `canceled by operator ${operatorId}${memo ? `: ${memo}` : ''}`;

export function createOrderActionService(deps: OrderActionDeps): OrderActionService {
  const { db, audit, adminOrders } = deps;

  const act = async (
    operatorId: number,
    orderId: number,
    action: AuditAction,
    refused: string,
    memo: string | undefined,
    change: (tx: Queryable, before: AdminOrderDbRow) => Promise<boolean>,
  ): Promise<AdminOrderDetail> => {
    await db.transaction(async (tx) => {
      const before = await adminOrders.snapshot(tx, orderId, true);
      if (!before) throw new NotFoundError(M.notFound);
      if (!(await change(tx, before))) throw new ConflictError(refused, 'ORDER_STATE_CHANGED');
      const after = await adminOrders.snapshot(tx, orderId);
      await audit.record(tx, {
        operatorId,
        action,
        targetType: 'order',
        targetId: orderId,
        before: orderAudit(before),
        after: after && orderAudit(after),
        memo,
      });
    });
    const detail = await adminOrders.detail(orderId);
    if (!detail) throw new NotFoundError(M.notFound);
    return detail;
  };

  return {
    foundAtProvider: (operatorId, orderId, body) =>
      act(operatorId, orderId, 'order.found_at_provider', M.notUnknown, body.memo, (tx) =>
        deps.resolution.foundAtProvider(orderId, body.providerOrderId, tx),
      ),
    resend: (operatorId, orderId, body) =>
      act(operatorId, orderId, 'order.resend', M.notUnknown, body?.memo, (tx) =>
        deps.resolution.notAtProvider(orderId, tx),
      ),
    cancelRefund: (operatorId, orderId, body) =>
      act(operatorId, orderId, 'order.cancel_refund', M.cancelRefundRefused, body?.memo, (tx) =>
        deps.resolution.cancelAndRefund(orderId, reasonFor(operatorId, body?.memo), tx),
      ),
    markPartial: (operatorId, orderId, body) =>
      act(operatorId, orderId, 'order.mark_partial', M.markPartialRefused, body.memo, (tx, before) => {
        if (body.delivered >= before.amount) throw new BadRequestError(M.deliveredRange, 'DELIVERED_RANGE');
        return deps.settlement.settleByHand(tx, orderId, { status: 'partial', delivered: body.delivered });
      }),
    markCompleted: (operatorId, orderId, body) =>
      act(operatorId, orderId, 'order.mark_completed', M.markCompletedRefused, body?.memo, (tx) =>
        deps.settlement.settleByHand(tx, orderId, { status: 'completed' }),
      ),
    async cancelAutoOrder(operatorId, autoOrderId, body) {
      await db.transaction(async (tx) => {
        const before = await adminOrders.autoSnapshot(tx, autoOrderId, true);
        if (!before) throw new NotFoundError(M.autoOrderNotFound);
        const canceled = await deps.autoOrders.cancel(autoOrderId, reasonFor(operatorId, body?.memo), tx);
        if (!canceled) throw new ConflictError(M.autoOrderNotActive, 'AUTO_ORDER_STATE_CHANGED');
        const after = await adminOrders.autoSnapshot(tx, autoOrderId);
        await audit.record(tx, {
          operatorId,
          action: 'auto_order.cancel',
          targetType: 'auto_order',
          targetId: autoOrderId,
          before: autoOrderAudit(before),
          after: after && autoOrderAudit(after),
          memo: body?.memo,
        });
      });
      const row = await adminOrders.autoDetail(autoOrderId);
      if (!row) throw new NotFoundError(M.autoOrderNotFound);
      return row;
    },
  };
}
