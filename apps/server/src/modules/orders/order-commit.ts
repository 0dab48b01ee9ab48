import type { Database, Queryable } from '../../db/database.ts';
import { TooManyRequestsError } from '../../errors.ts';
import { retryAfterSeconds } from '../rate-limit/rate-limiter.ts';
import type { OrderAdmission } from './order-admission.ts';
import { InsufficientPointsError, ServiceChangedError, costOf, debit } from './order-charge.ts';
import { orderIntake, type OneStatementOutcome } from '../fulfilment/order-intake-service.ts';
import type { OrderDeps, OrderingMember, PricedOrder } from './order-service.ts';
import { orderingRefusal } from './ordering-refusal.ts';

/** Work in the order's transaction around its rows: the caller's hook and the member's state. */
export interface CommitHook {
  begin(tx: Queryable): Promise<void>;
  end(tx: Queryable, orderId: number): Promise<void>;
}

/**
 * A single order without an idempotency record, in one statement (`place_order`): it confirms the
 * session, counts the order's hit and charges together. Not placed: the refusal, worded as the
 * transaction path would word it.
 */
export async function commitInOneStatement(
  deps: OrderDeps,
  member: OrderingMember,
  order: PricedOrder,
  admission: OrderAdmission,
): Promise<number> {
  let costMilli = 0;
  try {
    costMilli = costOf(order.service.unitPriceMilli, order.quantity, 0);
  } catch (error) {
    await admission.refuse(error as Error);
  }
  const createdAt = deps.clock.now();
  const outcome = await orderIntake.placeOrderInOneStatement(deps.db, {
    memberId: member.id,
    serviceId: order.service.id,
    link: order.link,
    amount: order.quantity,
    details: order.details,
    createdAt,
    unitPriceMilli: order.service.unitPriceMilli,
    costMilli,
    revision: order.service.revision,
    tokenVersion: member.tokenVersion ?? null,
    rate: {
      bucket: admission.bucket,
      windowSeconds: deps.perMember.windowMs / 1000,
      max: deps.perMember.max,
      countHit: admission.hitPending,
    },
  });
  if (outcome.orderId !== null) return outcome.orderId;
  // The statement counted the hit of a live session.
  admission.hitCounted();
  return refuseNotPlaced(deps, member, outcome, createdAt, admission);
}

/** Why the one statement placed nothing, in the order the rules apply. */
async function refuseNotPlaced(
  deps: OrderDeps,
  member: OrderingMember,
  outcome: OneStatementOutcome,
  at: Date,
  admission: OrderAdmission,
): Promise<never> {
  await admission.admit();
  // A reseller's key was confirmed before the statement, which refuses a member blocked or deleted
  // since: say so as the gate would now.
  if (member.tokenVersion === undefined) {
    const state = await deps.sessions.orderingState(member.id);
    if (state !== 'live') throw orderingRefusal(state, true);
  }
  if (outcome.hits !== null && outcome.windowStart !== null && outcome.hits > deps.perMember.max) {
    throw new TooManyRequestsError(undefined, retryAfterSeconds(deps.perMember, outcome.windowStart, at));
  }
  if (!outcome.priced) throw new ServiceChangedError();
  throw new InsufficientPointsError();
}

/** The order as its transaction writes it. */
export interface OrderRows {
  memberId: number;
  service: PricedOrder['service'];
  link: string;
  amount: number;
  details: PricedOrder['details'];
  createdAt: Date;
}

/** A single order in a transaction of its own (one with an idempotency record). */
export async function placeSingleOrder(db: Database, o: OrderRows, hook: CommitHook): Promise<number> {
  const unitPriceMilli = o.service.unitPriceMilli;
  const costMilli = costOf(unitPriceMilli, o.amount, 0);
  return db.transaction(async (tx) => {
    await hook.begin(tx);
    // The order row first: the ledger key names its id. A refused debit rolls the row back.
    const id = await orderIntake.insertOrderAtRevision(
      tx,
      { ...o, serviceId: o.service.id, autoOrderId: null, unitPriceMilli, costMilli },
      o.service.revision,
    );
    if (id === null) throw new ServiceChangedError();
    await debit(tx, { memberId: o.memberId, amountMilli: costMilli, refType: 'order', refId: id });
    await hook.end(tx, id);
    return id;
  });
}

/**
 * The whole auto-order is charged up front, booked once against the auto-order; its first run is an
 * order row at once, carrying one run's share of the cost. Returns that first order's id, which is
 * what the success card shows (the auto-order history lists the auto-order itself).
 */
export async function placeAutoOrder(
  db: Database,
  o: OrderRows & { runs: number; intervalMinutes: number },
  hook: CommitHook,
): Promise<number> {
  const unitPriceMilli = o.service.unitPriceMilli;
  const runCostMilli = costOf(unitPriceMilli, o.amount, 0);
  const costMilli = costOf(unitPriceMilli, o.amount, o.runs);
  return db.transaction(async (tx) => {
    await hook.begin(tx);
    const base = { ...o, serviceId: o.service.id, unitPriceMilli };
    const autoOrderId = await orderIntake.insertAutoOrderAtRevision(
      tx,
      { ...base, costMilli },
      o.service.revision,
    );
    if (autoOrderId === null) throw new ServiceChangedError();
    const orderId = await orderIntake.insertOrder(tx, { ...base, autoOrderId, costMilli: runCostMilli });
    await debit(tx, {
      memberId: o.memberId,
      amountMilli: costMilli,
      refType: 'auto_order',
      refId: autoOrderId,
    });
    await hook.end(tx, orderId);
    return orderId;
  });
}
