import { normalizeLink } from '@smm/contract/link';
import { MESSAGES } from '@smm/contract/messages';
import { runFactor } from '@smm/contract/money';
import { orderRuleError, type OrderRequest, type OrderResponse } from '@smm/contract/order';
import { ORDER_MESSAGES } from '@smm/contract/order-messages';
import { SERVICE_TYPE_FIELDS, checkOrderFields, type OrderDetails } from '@smm/contract/service-types';
import { isEnabled } from '@smm/contract/settings';
import type { Clock } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { kstDayLabel, kstDayNumber } from '../../db/kst-day.ts';
import { BadRequestError, ConflictError } from '../../errors.ts';
import type { MemberDirectoryService } from '../accounts/member-directory-service.ts';
import type { CatalogService, ServiceRecord } from '../catalog/catalog-service.ts';
import type { RateLimiter, RateRule } from '../rate-limit/rate-limiter.ts';
import type { SiteService } from '../site/site-service.ts';
import { pricedFor, type MemberPriceRule } from '../marketing/member-price-rule.ts';
import type { MemberPricingService } from '../marketing/member-pricing-service.ts';
import { createOrderLookups, type OrderLookups } from '../../fast-path/order-lookups.ts';
import { orderAdmission, type OrderAdmission } from './order-admission.ts';
import { ServiceChangedError } from './order-charge.ts';
import { commitInOneStatement, placeAutoOrder, placeSingleOrder, type CommitHook } from './order-commit.ts';
import { orderingRefusal } from './ordering-refusal.ts';

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

/** Built once per app (app.ts): the member routes and both reseller APIs share it and its lookups. */
export function createOrderService(deps: OrderDeps): OrderService {
  const lookups = createOrderLookups(deps);
  return { placeOrder: (member, input, hook) => placeOrder(deps, lookups, member, input, hook) };
}

/** Reads of a service per order at most: the shared one, then fresh ones while operators change it. */
export const PRICING_ATTEMPTS = 3;

/**
 * Places an order (or, with runs, an auto-order) for a member: every rule of spec section 5, then
 * the order rows and the debit in one transaction. The reseller APIs call this too. The service
 * comes from the short shared read; a refusal resting on it is confirmed on a fresh read, and the
 * charging INSERT requires the revision that was read, so the order always acts on the service as
 * it is now (a change made a moment ago applies, in every server process).
 *
 * A single order without an idempotency record is one statement (`commitInOneStatement`): it
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
  const admission = orderAdmission(deps, member);
  const oneStatement = hook === undefined && input.runs === 0 && input.interval === 0;
  if (!oneStatement) await admission.admit();
  // Read beside the first service read, not after it: a member's price costs no extra round trip.
  const rule = deps.pricing.ruleFor(member.id);
  for (let attempt = 0; ; attempt++) {
    const order = await priceOrder(deps, lookups, input, rule, attempt > 0, admission);
    // A refusal resting on the shared read: read the service again.
    if (order === null) continue;
    try {
      const orderId = oneStatement
        ? await commitInOneStatement(deps, member, order, admission)
        : await commitInTransaction(deps, member, input, order, hook);
      return await answerPlaced(deps, member, input, order, orderId);
    } catch (error) {
      if (!(error instanceof ServiceChangedError)) throw error;
      if (attempt + 1 >= PRICING_ATTEMPTS)
        throw new ConflictError(ORDER_MESSAGES.serviceChanged, 'SERVICE_CHANGED');
    }
  }
}

/** An order past every rule, priced for its member. */
export interface PricedOrder extends CheckedOrder {
  /** The service as this member is charged for it (`listed` is its list price). */
  service: ServiceRecord;
  listed: ServiceRecord;
  link: string;
}

/**
 * The order's rules on the service as read (fresh: not the shared read) and its member's price.
 * Null: a refusal resting on the shared read, to be confirmed on a fresh one.
 */
async function priceOrder(
  deps: OrderDeps,
  lookups: OrderLookups,
  input: OrderRequest,
  rule: Promise<MemberPriceRule>,
  fresh: boolean,
  admission: OrderAdmission,
): Promise<PricedOrder | null> {
  const [settings, service, memberRule] = await Promise.all([
    lookups.settings(),
    lookups.service(input.serviceId, fresh),
    rule,
  ]);
  if (isEnabled(settings, 'ENABLE_SERVICE_CHECK')) {
    await admission.refuse(new BadRequestError(ORDER_MESSAGES.serviceCheck, 'SERVICE_CHECK'));
  }
  const checked = checkService(input, service, orderingDay(deps.clock.now()));
  if ('refusal' in checked) {
    if (fresh) await admission.refuse(checked.refusal);
    return null;
  }
  const link = normalizeLink(input.link);
  if (link === null)
    return admission.refuse(new BadRequestError(MESSAGES.server.linkInvalid, 'LINK_INVALID'));
  return { ...checked, service: pricedFor(memberRule, checked.service), listed: checked.service, link };
}

/**
 * An order the one statement does not take (an auto-order, or one with an idempotency record): its
 * rows and debit in a transaction that first runs the caller's hook, then decides with the member's
 * row locked whether the member may still order.
 */
function commitInTransaction(
  deps: OrderDeps,
  member: OrderingMember,
  input: OrderRequest,
  order: PricedOrder,
  hook: OrderTransactionHook | undefined,
): Promise<number> {
  const inTransaction: CommitHook = {
    begin: async (tx) => {
      await hook?.begin(tx);
      const state = await deps.sessions.lockOrderingState(tx, member.id, member.tokenVersion);
      if (state !== 'live') throw orderingRefusal(state, member.tokenVersion === undefined);
    },
    end: (tx, orderId) => hook?.end(tx, orderAnswer(order, orderId)) ?? Promise.resolve(),
  };
  const rows = {
    memberId: member.id,
    service: order.service,
    link: order.link,
    amount: order.quantity,
    details: order.details,
    createdAt: deps.clock.now(),
  };
  return order.isAuto
    ? placeAutoOrder(deps.db, { ...rows, runs: input.runs, intervalMinutes: input.interval }, inTransaction)
    : placeSingleOrder(deps.db, rows, inTransaction);
}

/** Tells the member's pricing of the placed order (its discount, the member's grade), then answers. */
async function answerPlaced(
  deps: OrderDeps,
  member: OrderingMember,
  input: OrderRequest,
  order: PricedOrder,
  orderId: number,
): Promise<OrderResponse> {
  await deps.pricing.afterOrder({
    memberId: member.id,
    orderId,
    listUnitMilli: order.listed.unitPriceMilli,
    chargedUnitMilli: order.service.unitPriceMilli,
    units: order.quantity * runFactor(input.runs),
  });
  return orderAnswer(order, orderId);
}

function orderAnswer(order: PricedOrder, orderId: number): OrderResponse {
  return { orderId, link: order.link, amount: order.quantity, serviceId: order.service.id };
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
