import { normalizeLink } from '@smm/contract/link';
import { MESSAGES } from '@smm/contract/messages';
import { orderCostMilli } from '@smm/contract/money';
import { orderRuleError, type OrderRequest, type OrderResponse } from '@smm/contract/order';
import { ORDER_MESSAGES } from '@smm/contract/order-messages';
import { isEnabled } from '@smm/contract/settings';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { BadRequestError } from '../../errors.ts';
import type { CatalogService, ServiceRecord } from '../catalog/catalog-service.ts';
import type { SiteService } from '../site/site-service.ts';
import { ledger } from '../ledger/ledger-service.ts';
import { createOrderLookups, type OrderLookups } from './order-lookups.ts';
import { insertAutoOrder, insertOrder, type NewOrder } from './order-repository.ts';

export interface OrderDeps {
  db: Database;
  clock: Clock;
  catalog: CatalogService;
  site: SiteService;
}

export interface OrderService {
  placeOrder(memberId: number, input: OrderRequest): Promise<OrderResponse>;
}

/** Thrown inside the order transaction so the order rows roll back with the refused debit. */
class InsufficientPointsError extends BadRequestError {
  constructor() {
    super(MESSAGES.order.insufficientPoints, 'INSUFFICIENT_POINTS');
  }
}

/** Built once per app (app.ts): the member routes and both reseller APIs share it and its lookups. */
export function createOrderService(deps: OrderDeps): OrderService {
  const lookups = createOrderLookups(deps);
  return { placeOrder: (memberId, input) => placeOrder(deps, lookups, memberId, input) };
}

/**
 * Places an order (or, with runs, an auto-order) for a member: every rule of spec section 5, then
 * the order rows and the debit in one transaction. The reseller APIs call this too.
 */
async function placeOrder(
  deps: OrderDeps,
  lookups: OrderLookups,
  memberId: number,
  input: OrderRequest,
): Promise<OrderResponse> {
  const [settings, service] = await Promise.all([lookups.settings(), lookups.service(input.serviceId)]);
  if (isEnabled(settings, 'ENABLE_SERVICE_CHECK')) {
    throw new BadRequestError(ORDER_MESSAGES.serviceCheck, 'SERVICE_CHECK');
  }
  // A hidden service is answered like a missing one: its existence is not the member's business.
  const orderable = service?.visible ? service : undefined;
  if (orderable?.isReadOnly) throw new BadRequestError(ORDER_MESSAGES.readOnly, 'SERVICE_READ_ONLY');
  const isAuto = input.runs !== 0 || input.interval !== 0;
  if (orderable && isAuto && !orderable.enableAuto) {
    throw new BadRequestError(ORDER_MESSAGES.autoNotEnabled, 'AUTO_NOT_ENABLED');
  }
  const ruleError = orderRuleError(input, orderable);
  if (ruleError || !orderable) {
    throw new BadRequestError(ruleError ?? MESSAGES.order.serviceRequired, 'ORDER_RULE');
  }
  const link = normalizeLink(input.link);
  if (link === null) throw new BadRequestError(MESSAGES.server.linkInvalid, 'LINK_INVALID');

  const order = { memberId, service: orderable, link, amount: input.amount, createdAt: deps.clock.now() };
  const orderId = isAuto
    ? await placeAutoOrder(deps.db, { ...order, runs: input.runs, intervalMinutes: input.interval })
    : await placeSingleOrder(deps.db, order);
  return { orderId, link, amount: input.amount, serviceId: orderable.id };
}

interface PlacedOrder {
  memberId: number;
  service: ServiceRecord;
  link: string;
  amount: number;
  createdAt: Date;
}

/** Cost in milli-points; a cost past the safe-integer range is one no balance covers. */
function costOf(unitPriceMilli: number, amount: number, runs: number): number {
  try {
    return orderCostMilli(unitPriceMilli, amount, runs);
  } catch {
    throw new InsufficientPointsError();
  }
}

async function placeSingleOrder(db: Database, o: PlacedOrder): Promise<number> {
  const unitPriceMilli = o.service.unitPriceMilli;
  const costMilli = costOf(unitPriceMilli, o.amount, 0);
  return db.transaction(async (tx) => {
    // The order row first: the ledger key names its id. A refused debit rolls the row back.
    const id = await insertOrder(tx, {
      ...o,
      serviceId: o.service.id,
      autoOrderId: null,
      unitPriceMilli,
      costMilli,
    });
    await debit(tx, { memberId: o.memberId, amountMilli: costMilli, refType: 'order', refId: id });
    return id;
  });
}

/**
 * The whole auto-order is charged up front, booked once against the auto-order; its first run is an
 * order row at once, carrying one run's share of the cost. Returns that first order's id, which is
 * what the success card shows (the auto-order history lists the auto-order itself).
 */
async function placeAutoOrder(
  db: Database,
  o: PlacedOrder & { runs: number; intervalMinutes: number },
): Promise<number> {
  const unitPriceMilli = o.service.unitPriceMilli;
  const runCostMilli = costOf(unitPriceMilli, o.amount, 0);
  const costMilli = costOf(unitPriceMilli, o.amount, o.runs);
  return db.transaction(async (tx) => {
    const base = { ...o, serviceId: o.service.id, unitPriceMilli };
    const autoOrderId = await insertAutoOrder(tx, { ...base, costMilli });
    const orderId = await insertOrder(tx, { ...base, autoOrderId, costMilli: runCostMilli });
    await debit(tx, {
      memberId: o.memberId,
      amountMilli: costMilli,
      refType: 'auto_order',
      refId: autoOrderId,
    });
    return orderId;
  });
}

async function debit(
  tx: Parameters<typeof ledger.debitIfCovered>[0],
  d: { memberId: number; amountMilli: number; refType: 'order' | 'auto_order'; refId: number },
): Promise<void> {
  // A free service moves no points, and the ledger holds no zero entries.
  if (d.amountMilli === 0) return;
  const balance = await ledger.debitIfCovered(tx, {
    ...d,
    reason: 'order',
    key: `${d.refType}:${d.refId}:debit`,
  });
  if (balance === null) throw new InsufficientPointsError();
}

/**
 * A later run of an auto-order, already paid with the auto-order: one order row carrying its share
 * of the cost, inside the caller's transaction (the fulfilment sweep that claims due runs).
 */
export function insertPaidAutoOrderRun(
  tx: Parameters<typeof insertOrder>[0],
  run: Omit<NewOrder, 'costMilli'> & { autoOrderId: number },
): Promise<number> {
  return insertOrder(tx, { ...run, costMilli: costOf(run.unitPriceMilli, run.amount, 0) });
}
