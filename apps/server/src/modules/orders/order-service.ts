import { normalizeLink } from '@smm/contract/link';
import { MESSAGES } from '@smm/contract/messages';
import { orderCostMilli, runFactor } from '@smm/contract/money';
import { orderRuleError, type OrderRequest, type OrderResponse } from '@smm/contract/order';
import { ORDER_MESSAGES } from '@smm/contract/order-messages';
import { SERVICE_TYPE_FIELDS, checkOrderFields, type OrderDetails } from '@smm/contract/service-types';
import { isEnabled } from '@smm/contract/settings';
import type { Clock } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { kstDayLabel, kstDayNumber } from '../../db/kst-day.ts';
import { BadRequestError, ConflictError, TooManyRequestsError, UnauthorizedError } from '../../errors.ts';
import type { MemberDirectoryService } from '../accounts/member-directory-service.ts';
import type { CatalogService, ServiceRecord } from '../catalog/catalog-service.ts';
import { retryAfterSeconds, type RateLimiter, type RateRule } from '../rate-limit/rate-limiter.ts';
import type { SiteService } from '../site/site-service.ts';
import { ledger } from '../ledger/ledger-service.ts';
import { pricedFor, type MemberPriceRule } from '../marketing/member-price-rule.ts';
import type { MemberPricingService } from '../marketing/member-pricing-service.ts';
import { createOrderLookups, type OrderLookups } from '../../fast-path/order-lookups.ts';
import { orderingRefusal } from './ordering-refusal.ts';
import {
  insertAutoOrderAtRevision,
  insertOrder,
  insertOrderAtRevision,
  placeOrderInOneStatement,
  type NewOrder,
} from './order-repository.ts';

export interface OrderDeps {
  db: Database;
  clock: Clock;
  catalog: CatalogService;
  site: SiteService;
  limiter: RateLimiter;
  /** Orders per member, whichever way they come (order page, v1, v2). */
  perMember: RateRule;
  /**
   * Confirms a signed-in member's session when the order is not placed (order-path.md), and decides
   * in the order's own transaction whether the member may still order (ordering-refusal.ts).
   */
  sessions: Pick<MemberDirectoryService, 'findBySession' | 'lockOrderingState' | 'orderingState'>;
  /**
   * The member's prices (modules/marketing): the rule read with the service, applied to it before
   * the cost is computed, so the charge is the member's price at the revision read; told of each
   * placed order afterwards (its discount, the member's grade).
   */
  pricing: OrderPricing;
}

export type OrderPricing = Pick<MemberPricingService, 'ruleFor' | 'afterOrder'>;

/** A service as one member is charged for it, beside its list price. */
export function priceForMember(rule: MemberPriceRule, service: ServiceRecord): ServiceRecord {
  return pricedFor(rule, service);
}

/** Who orders. */
export interface OrderingMember {
  id: number;
  /**
   * A signed-in member's token version, verified but not yet confirmed against the member: the order
   * is written only while it is current and the member live, and any other answer first confirms it
   * (401 when revoked). Absent: the caller has confirmed the member (the reseller APIs' key).
   */
  tokenVersion?: number;
}

export interface OrderService {
  placeOrder(
    member: OrderingMember,
    input: OrderRequest,
    hook?: OrderTransactionHook,
  ): Promise<OrderResponse>;
}

/**
 * Work that must commit or roll back with the orders and their debits: the reseller APIs'
 * idempotency record (modules/idempotency). Both run inside the orders' transaction; neither may
 * call out. `P` is what was placed: one order's answer, or a mass order's order ids.
 */
export interface TransactionHook<P> {
  /** The transaction's first statement. Throwing refuses the order before anything is written. */
  begin(tx: Queryable): Promise<void>;
  /** Its last statement, with the answer the order is about to get. */
  end(tx: Queryable, placed: P): Promise<void>;
}

export type OrderTransactionHook = TransactionHook<OrderResponse>;

/** Thrown inside the order transaction so the order rows roll back with the refused debit. */
class InsufficientPointsError extends BadRequestError {
  constructor() {
    super(MESSAGES.order.insufficientPoints, 'INSUFFICIENT_POINTS');
  }
}

/** Built once per app (app.ts): the member routes and both reseller APIs share it and its lookups. */
export function createOrderService(deps: OrderDeps): OrderService {
  const lookups = createOrderLookups(deps);
  return { placeOrder: (member, input, hook) => placeOrder(deps, lookups, member, input, hook) };
}

/** Thrown inside the order transaction when the service changed after it was read: priced again. */
export class ServiceChangedError extends Error {}

/** Reads of a service per order at most: the shared one, then fresh ones while operators change it. */
export const PRICING_ATTEMPTS = 3;

/**
 * Places an order (or, with runs, an auto-order) for a member: every rule of spec section 5, then
 * the order rows and the debit in one transaction. The reseller APIs call this too. The service
 * comes from the short shared read; a refusal resting on it is confirmed on a fresh read, and the
 * charging INSERT requires the revision that was read, so the order always acts on the service as
 * it is now (a change made a moment ago applies, in every server process).
 *
 * A single order without an idempotency record is one statement (`placeOrderInOneStatement`): it
 * counts the order's hit, confirms the session and charges together. Every answer other than a
 * placed order is given as before: session first (401), then the limit (429), then the rules.
 */
async function placeOrder(
  deps: OrderDeps,
  lookups: OrderLookups,
  member: OrderingMember,
  input: OrderRequest,
  hook?: OrderTransactionHook,
): Promise<OrderResponse> {
  const memberId = member.id;
  const bucket = `order-member:${memberId}`;
  let confirmed = member.tokenVersion === undefined;
  let counted = false;
  // Counted before any rule, so a flood of refused orders is limited as well as placed ones; but
  // only for a live session, so a revoked token spends nothing of its member's limit.
  const admit = async () => {
    if (!confirmed) {
      if (!(await deps.sessions.findBySession(memberId, member.tokenVersion ?? -1))) {
        throw new UnauthorizedError();
      }
      confirmed = true;
    }
    if (!counted) {
      counted = true;
      await deps.limiter.enforce(bucket, deps.perMember);
    }
  };
  const refuse = async (refusal: Error): Promise<never> => {
    await admit();
    throw refusal;
  };
  const oneStatement = hook === undefined && input.runs === 0 && input.interval === 0;
  if (!oneStatement) await admit();
  // Read beside the first service read, not after it: a member's price costs no extra round trip.
  const rule = deps.pricing.ruleFor(memberId);
  for (let attempt = 0; ; attempt++) {
    const fresh = attempt > 0;
    const [settings, service, memberRule] = await Promise.all([
      lookups.settings(),
      lookups.service(input.serviceId, fresh),
      rule,
    ]);
    if (isEnabled(settings, 'ENABLE_SERVICE_CHECK')) {
      await refuse(new BadRequestError(ORDER_MESSAGES.serviceCheck, 'SERVICE_CHECK'));
    }
    const checked = checkService(input, service, orderingDay(deps.clock.now()));
    if ('refusal' in checked) {
      if (fresh) await refuse(checked.refusal);
      continue;
    }
    const { quantity, details } = checked;
    const link = normalizeLink(input.link);
    if (link === null) return refuse(new BadRequestError(MESSAGES.server.linkInvalid, 'LINK_INVALID'));

    const orderable = pricedFor(memberRule, checked.service);
    const answer = (orderId: number): OrderResponse => ({
      orderId,
      link,
      amount: quantity,
      serviceId: orderable.id,
    });
    const placed = async (orderId: number): Promise<OrderResponse> => {
      await deps.pricing.afterOrder({
        memberId,
        orderId,
        listUnitMilli: checked.service.unitPriceMilli,
        chargedUnitMilli: orderable.unitPriceMilli,
        units: quantity * runFactor(input.runs),
      });
      return answer(orderId);
    };
    const inTransaction: Hook = {
      begin: async (tx) => {
        await hook?.begin(tx);
        const state = await deps.sessions.lockOrderingState(tx, memberId, member.tokenVersion);
        if (state !== 'live') throw orderingRefusal(state, member.tokenVersion === undefined);
      },
      end: (tx, orderId) => hook?.end(tx, answer(orderId)) ?? Promise.resolve(),
    };
    const order = {
      memberId,
      service: orderable,
      link,
      amount: quantity,
      details,
      createdAt: deps.clock.now(),
    };
    try {
      if (oneStatement) {
        let costMilli = 0;
        try {
          costMilli = costOf(orderable.unitPriceMilli, quantity, 0);
        } catch (error) {
          await refuse(error as Error);
        }
        const outcome = await placeOrderInOneStatement(deps.db, {
          ...order,
          serviceId: orderable.id,
          unitPriceMilli: orderable.unitPriceMilli,
          costMilli,
          revision: orderable.revision,
          tokenVersion: member.tokenVersion ?? null,
          rate: {
            bucket,
            windowSeconds: deps.perMember.windowMs / 1000,
            max: deps.perMember.max,
            countHit: !counted,
          },
        });
        if (outcome.orderId !== null) return await placed(outcome.orderId);
        // Not placed: say why, in the order the rules apply. The statement counted the hit of a live session.
        counted = true;
        await admit();
        // A reseller's key was confirmed before the statement, which refuses a member blocked or
        // deleted since: say so as the gate would now.
        if (member.tokenVersion === undefined) {
          const state = await deps.sessions.orderingState(memberId);
          if (state !== 'live') throw orderingRefusal(state, true);
        }
        if (outcome.hits !== null && outcome.windowStart !== null && outcome.hits > deps.perMember.max) {
          const retryAfter = retryAfterSeconds(deps.perMember, outcome.windowStart, order.createdAt);
          throw new TooManyRequestsError(undefined, retryAfter);
        }
        if (!outcome.priced) throw new ServiceChangedError();
        throw new InsufficientPointsError();
      }
      const orderId = checked.isAuto
        ? await placeAutoOrder(
            deps.db,
            { ...order, runs: input.runs, intervalMinutes: input.interval },
            inTransaction,
          )
        : await placeSingleOrder(deps.db, order, inTransaction);
      return await placed(orderId);
    } catch (error) {
      if (!(error instanceof ServiceChangedError)) throw error;
      if (attempt + 1 >= PRICING_ATTEMPTS)
        throw new ConflictError(ORDER_MESSAGES.serviceChanged, 'SERVICE_CHANGED');
    }
  }
}

/**
 * The service rules of an order: the orderable service, or the refusal the member sees (a refusal
 * resting on a shared read is confirmed on a fresh one by the caller). The mass order uses it per line.
 */
export function checkService(
  input: OrderRequest,
  service: ServiceRecord | null,
  today?: string,
): CheckedOrder | { refusal: BadRequestError } {
  // A hidden service is answered like a missing one: its existence is not the member's business.
  const orderable = service?.visible ? service : undefined;
  if (orderable?.isReadOnly)
    return { refusal: new BadRequestError(ORDER_MESSAGES.readOnly, 'SERVICE_READ_ONLY') };
  const isAuto = input.runs !== 0 || input.interval !== 0;
  if (orderable && isAuto && !(orderable.enableAuto && SERVICE_TYPE_FIELDS[orderable.type].autoOrder)) {
    return { refusal: new BadRequestError(ORDER_MESSAGES.autoNotEnabled, 'AUTO_NOT_ENABLED') };
  }
  // A Default order keeps the section 5 rules and their order exactly; other types check their fields
  // first, then a given quantity meets the same min/max rule (service-types.md).
  const fields = orderable ? checkOrderFields(orderable.type, input, orderable, today) : null;
  if (orderable?.type !== 'Default' && fields && !fields.ok) {
    return { refusal: new BadRequestError(fields.message, 'ORDER_FIELDS') };
  }
  const quantity = fields?.ok ? fields.quantity : input.amount;
  const boundedByService = !orderable || SERVICE_TYPE_FIELDS[orderable.type].quantity === 'given';
  const ruleError = boundedByService ? orderRuleError({ ...input, amount: quantity }, orderable) : null;
  if (ruleError || !orderable) {
    return { refusal: new BadRequestError(ruleError ?? MESSAGES.order.serviceRequired, 'ORDER_RULE') };
  }
  if (!fields?.ok) return { refusal: new BadRequestError(fields?.message ?? '', 'ORDER_FIELDS') };
  const details = orderable.type === 'Default' ? null : fields.details;
  return { service: orderable, isAuto, quantity, details };
}

/** An order past its service's rules: the quantity it is priced and stored with, and its type's details. */
export interface CheckedOrder {
  service: ServiceRecord;
  isAuto: boolean;
  /** The number the unit price multiplies (service-type-rules.ts `orderUnits`): the amount stored. */
  quantity: number;
  /** The type's fields as stored on the order; null for a Default order. */
  details: OrderDetails | null;
}

/** Today in Korea (YYYY-MM-DD): a subscription's expiry must come after it. */
export function orderingDay(at: Date): string {
  return kstDayLabel(kstDayNumber(at));
}

/** The caller's hook, with the order's id in place of its answer. */
interface Hook {
  begin(tx: Queryable): Promise<void>;
  end(tx: Queryable, orderId: number): Promise<void>;
}

interface PlacedOrder {
  memberId: number;
  service: ServiceRecord;
  link: string;
  amount: number;
  details: OrderDetails | null;
  createdAt: Date;
}

/** Cost in milli-points; a cost past the safe-integer range is one no balance covers. */
export function costOf(unitPriceMilli: number, amount: number, runs: number): number {
  try {
    return orderCostMilli(unitPriceMilli, amount, runs);
  } catch {
    throw new InsufficientPointsError();
  }
}

async function placeSingleOrder(db: Database, o: PlacedOrder, hook: Hook): Promise<number> {
  const unitPriceMilli = o.service.unitPriceMilli;
  const costMilli = costOf(unitPriceMilli, o.amount, 0);
  return db.transaction(async (tx) => {
    await hook.begin(tx);
    // The order row first: the ledger key names its id. A refused debit rolls the row back.
    const id = await insertOrderAtRevision(
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
async function placeAutoOrder(
  db: Database,
  o: PlacedOrder & { runs: number; intervalMinutes: number },
  hook: Hook,
): Promise<number> {
  const unitPriceMilli = o.service.unitPriceMilli;
  const runCostMilli = costOf(unitPriceMilli, o.amount, 0);
  const costMilli = costOf(unitPriceMilli, o.amount, o.runs);
  return db.transaction(async (tx) => {
    await hook.begin(tx);
    const base = { ...o, serviceId: o.service.id, unitPriceMilli };
    const autoOrderId = await insertAutoOrderAtRevision(tx, { ...base, costMilli }, o.service.revision);
    if (autoOrderId === null) throw new ServiceChangedError();
    const orderId = await insertOrder(tx, { ...base, autoOrderId, costMilli: runCostMilli });
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

/** The order's debit, keyed by it; throws (rolling the transaction back) when the balance falls short. */
export async function debit(
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
