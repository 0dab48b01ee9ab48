import { normalizeLink } from '@smm/contract/link';
import {
  MASS_ORDER_MAX_LINES,
  MASS_ORDER_TYPES,
  massOrderLineError,
  parseMassOrderText,
  type MassOrderPlaced,
  type MassOrderPreview,
} from '@smm/contract/mass-order';
import { MASS_ORDER_MESSAGES } from '@smm/contract/mass-order-messages';
import { MESSAGES } from '@smm/contract/messages';
import { fromMilli } from '@smm/contract/money';
import { ORDER_MESSAGES } from '@smm/contract/order-messages';
import { publicOrderBodySchema } from '@smm/contract/public-api';
import { isEnabled } from '@smm/contract/settings';
import { BadRequestError, ConflictError } from '../../errors.ts';
import type { ServiceRecord } from '../catalog/catalog-service.ts';
import type { MemberDirectoryService } from '../accounts/member-directory-service.ts';
import { orderingRefusal } from './ordering-refusal.ts';
import { createOrderLookups, type OrderLookups } from '../../fast-path/order-lookups.ts';
import { orderIntake } from '../fulfilment/order-intake-service.ts';
import { ServiceChangedError, costOf, debit } from './order-charge.ts';
import {
  checkService,
  priceForMember,
  PRICING_ATTEMPTS,
  type OrderDeps,
  type TransactionHook,
} from './order-service.ts';

export interface MassOrderDeps extends Omit<OrderDeps, 'sessions'> {
  members: Pick<MemberDirectoryService, 'balanceMilli' | 'lockOrderingState'>;
}

/**
 * Many single orders at once (issue 15): the mass order page's pasted text and API v1's
 * `orders: [...]`. Each line passes the single order's every rule, with its messages; placing is all
 * or nothing, in one transaction (docs/decisions/orders.md "Mass orders").
 */
export interface MassOrderService {
  /** Every line checked and priced, the total against the balance; nothing is placed. */
  preview(memberId: number, text: string): Promise<MassOrderPreview>;
  /** Places every line or none: the first refusal names its line. */
  place(memberId: number, text: string): Promise<MassOrderPlaced>;
  /** v1's list: each item a single order's body; the answer is the order ids in the list's order. */
  placeList(memberId: number, orders: unknown[], hook?: TransactionHook<number[]>): Promise<number[]>;
}

/** One order of the list before any check: its line number and its fields, or null when unreadable. */
interface Entry {
  line: number;
  fields: unknown;
}

/** A line after the rules: what it would place, or why it cannot be placed. */
interface CheckedLine {
  line: number;
  serviceId: number | null;
  service: ServiceRecord | null;
  link: string | null;
  amount: number | null;
  costMilli: number | null;
  refusal: BadRequestError | null;
  /** The refusal rests on the service as read (hidden, read-only, quantity range): confirm it fresh. */
  byService: boolean;
}

export function createMassOrderService(deps: MassOrderDeps): MassOrderService {
  const shared = createOrderLookups(deps);
  /** The shared reads with the member's prices applied (never cached across members). */
  const lookupsFor = async (memberId: number): Promise<OrderLookups> => {
    const rule = await deps.pricing.ruleFor(memberId);
    return {
      settings: () => shared.settings(),
      service: async (id, fresh) => {
        const service = await shared.service(id, fresh);
        return service && priceForMember(rule, service);
      },
    };
  };
  /** Each placed line's discount and the member's grade (the list price from the shared read). */
  const tellPricing = async (memberId: number, placed: { lines: CheckedLine[]; ids: number[] }) => {
    for (const [i, l] of placed.lines.entries()) {
      const orderId = placed.ids[i];
      if (!l.service || !l.amount || orderId === undefined) continue;
      const list = (await shared.service(l.service.id))?.unitPriceMilli ?? l.service.unitPriceMilli;
      await deps.pricing.afterOrder({
        memberId,
        orderId,
        listUnitMilli: list,
        chargedUnitMilli: l.service.unitPriceMilli,
        units: l.amount,
      });
    }
  };
  return {
    async preview(memberId, text) {
      const lookups = await lookupsFor(memberId);
      const lines = await checkConfirmed(deps, lookups, textEntries(text));
      const balanceMilli = await deps.members.balanceMilli(memberId);
      const totalMilli = lines.reduce((sum, l) => sum + (l.costMilli ?? 0), 0);
      const refused = lines.find((l) => l.refusal);
      const error = refused?.refusal
        ? massOrderLineError(refused.line, refused.refusal.message)
        : totalMilli > balanceMilli
          ? MESSAGES.order.insufficientPoints
          : null;
      return {
        lines: lines.map((l) => ({
          line: l.line,
          serviceId: l.serviceId,
          serviceName: l.service?.text ?? null,
          link: l.link,
          amount: l.amount,
          cost: l.costMilli === null ? null : fromMilli(l.costMilli),
          error: l.refusal?.message ?? null,
        })),
        total: fromMilli(totalMilli),
        balance: fromMilli(balanceMilli),
        error,
      };
    },
    async place(memberId, text) {
      const entries = textEntries(text);
      const placed = await placeEntries(deps, await lookupsFor(memberId), memberId, entries, false);
      await tellPricing(memberId, placed);
      return {
        orders: placed.lines.map((l, i) => ({ line: l.line, orderId: placed.ids[i] ?? 0 })),
        total: fromMilli(placed.lines.reduce((sum, l) => sum + (l.costMilli ?? 0), 0)),
      };
    },
    async placeList(memberId, orders, hook) {
      const entries = orders.map((fields, index) => ({ line: index + 1, fields }));
      const placed = await placeEntries(deps, await lookupsFor(memberId), memberId, entries, true, hook);
      await tellPricing(memberId, placed);
      return placed.ids;
    },
  };
}

/** The page's text as entries; an empty text or one over the limit is refused as a whole. */
function textEntries(text: string): Entry[] {
  const lines = parseMassOrderText(text);
  if (lines.length === 0) throw new BadRequestError(MASS_ORDER_MESSAGES.empty, 'VALIDATION_FAILED');
  if (lines.length > MASS_ORDER_MAX_LINES)
    throw new BadRequestError(MASS_ORDER_MESSAGES.tooMany, 'VALIDATION_FAILED');
  return lines.map((l) => ({ line: l.line, fields: l.fields }));
}

/** The service check setting closes the mass order as it closes the order form. */
async function refuseWhileServiceCheck(lookups: OrderLookups): Promise<void> {
  if (isEnabled(await lookups.settings(), 'ENABLE_SERVICE_CHECK')) {
    throw new BadRequestError(ORDER_MESSAGES.serviceCheck, 'SERVICE_CHECK');
  }
}

/** The lines checked on the shared reads; when a refusal rests on a service, checked again fresh. */
async function checkConfirmed(deps: MassOrderDeps, lookups: OrderLookups, entries: Entry[]) {
  await refuseWhileServiceCheck(lookups);
  const lines = await checkEntries(lookups, entries, false);
  return lines.some((l) => l.byService) ? checkEntries(lookups, entries, true) : lines;
}

/** A schema refusal's message: the contract's Korean one, or the generic one for a non-object item. */
function schemaMessage(message: string | undefined): string {
  return message && /[가-힣]/.test(message) ? message : MESSAGES.server.badRequest;
}

/** Each entry through the single order's rules, in its order (spec section 5, orders.md). */
async function checkEntries(lookups: OrderLookups, entries: Entry[], fresh: boolean): Promise<CheckedLine[]> {
  const parsed = entries.map((e) => (e.fields === null ? null : publicOrderBodySchema.safeParse(e.fields)));
  const ids = new Set(parsed.flatMap((p) => (p?.success ? [p.data.serviceId] : [])));
  // One read per distinct service, shared by its lines.
  const services = new Map(
    await Promise.all([...ids].map(async (id) => [id, await lookups.service(id, fresh)] as const)),
  );
  return entries.map((entry, index): CheckedLine => {
    const empty = { line: entry.line, serviceId: null, service: null, link: null, amount: null };
    const refuse = (refusal: BadRequestError, byService = false): CheckedLine => ({
      ...empty,
      costMilli: null,
      refusal,
      byService,
    });
    const p = parsed[index];
    if (!p) return refuse(new BadRequestError(MASS_ORDER_MESSAGES.lineFormat, 'VALIDATION_FAILED'));
    if (!p.success)
      return refuse(new BadRequestError(schemaMessage(p.error.issues[0]?.message), 'VALIDATION_FAILED'));
    const input = { ...p.data, runs: 0, interval: 0 };
    const service = services.get(input.serviceId) ?? null;
    // A line carries no type fields: it is a whole order only of the types in MASS_ORDER_TYPES
    // (issue 32). Said before the type's own field rules, which would ask for what a line cannot hold.
    if (service?.visible && !service.isReadOnly && !MASS_ORDER_TYPES.includes(service.type)) {
      const refusal = new BadRequestError(MASS_ORDER_MESSAGES.typeRefused(service.type), 'ORDER_RULE');
      return { ...refuse(refusal, true), serviceId: input.serviceId, service };
    }
    const checked = checkService(input, service);
    if ('refusal' in checked) {
      // A visible service is named beside its refusal; a hidden one stays unnamed, as checkService answers it.
      const named = service?.visible ? service : null;
      return { ...refuse(checked.refusal, true), serviceId: input.serviceId, service: named };
    }
    const named = { ...empty, serviceId: input.serviceId, service: checked.service, amount: input.amount };
    const link = normalizeLink(input.link);
    if (link === null) {
      return {
        ...named,
        costMilli: null,
        refusal: new BadRequestError(MESSAGES.server.linkInvalid, 'LINK_INVALID'),
        byService: false,
      };
    }
    try {
      const costMilli = costOf(checked.service.unitPriceMilli, input.amount, 0);
      return { ...named, link, costMilli, refusal: null, byService: false };
    } catch (error) {
      if (!(error instanceof BadRequestError)) throw error;
      return { ...named, link, costMilli: null, refusal: error, byService: false };
    }
  });
}

/**
 * Places every entry or none. The rules run on the shared reads first; a refusal resting on a
 * service is confirmed on a fresh read, and the charging INSERTs require the revisions that were
 * read, exactly as for one order. Then one transaction: each order row and its own debit, in the
 * list's order; a debit the balance does not cover rolls every row back.
 */
async function placeEntries(
  deps: MassOrderDeps,
  lookups: OrderLookups,
  memberId: number,
  entries: Entry[],
  /** Placed through a reseller's key (v1's list) rather than the mass order page's session. */
  viaKey: boolean,
  hook?: TransactionHook<number[]>,
): Promise<{ lines: CheckedLine[]; ids: number[] }> {
  // One mass order counts as one order against the member's limit (docs/decisions/rate-limits.md).
  await deps.limiter.enforce(`order-member:${memberId}`, deps.perMember);
  for (let attempt = 0; ; attempt++) {
    const fresh = attempt > 0;
    await refuseWhileServiceCheck(lookups);
    const lines = await checkEntries(lookups, entries, fresh);
    const refused = lines.find((l) => l.refusal);
    if (refused?.refusal) {
      if (refused.byService && !fresh) continue;
      throw new BadRequestError(
        massOrderLineError(refused.line, refused.refusal.message),
        refused.refusal.code,
      );
    }
    try {
      const createdAt = deps.clock.now();
      const ids = await deps.db.transaction(async (tx) => {
        await hook?.begin(tx);
        // Decided here, with the member's row locked: a block or deletion since the request was
        // admitted refuses the whole list (issue 37 item 2).
        const state = await deps.members.lockOrderingState(tx, memberId);
        if (state !== 'live') throw orderingRefusal(state, viaKey);
        const placed: number[] = [];
        for (const l of lines) {
          if (!l.service || l.link === null || l.amount === null || l.costMilli === null) {
            throw new Error('an unchecked line reached the transaction');
          }
          const id = await orderIntake.insertOrderAtRevision(
            tx,
            {
              memberId,
              serviceId: l.service.id,
              autoOrderId: null,
              link: l.link,
              amount: l.amount,
              unitPriceMilli: l.service.unitPriceMilli,
              costMilli: l.costMilli,
              createdAt,
            },
            l.service.revision,
          );
          if (id === null) throw new ServiceChangedError();
          await debit(tx, { memberId, amountMilli: l.costMilli, refType: 'order', refId: id });
          placed.push(id);
        }
        await hook?.end(tx, placed);
        return placed;
      });
      return { lines, ids };
    } catch (error) {
      if (!(error instanceof ServiceChangedError)) throw error;
      if (attempt + 1 >= PRICING_ATTEMPTS)
        throw new ConflictError(ORDER_MESSAGES.serviceChanged, 'SERVICE_CHANGED');
    }
  }
}
