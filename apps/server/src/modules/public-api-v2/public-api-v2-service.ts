import { ORDER_MESSAGES } from '@smm/contract/order-messages';
import type { ApiV2Answer } from '@smm/contract/public-api-v2';
import { PUBLIC_API_V2_MESSAGES as M } from '@smm/contract/public-api-v2-messages';
import { type RefillCancelRequest, type RefillStatusWord } from '@smm/contract/order-requests';
import { ORDER_REQUEST_MESSAGES } from '@smm/contract/order-requests-messages';
import { SERVICE_TYPE_FIELDS } from '@smm/contract/service-types';
import type { ReadCache } from '../../fast-path/read-cache.ts';
import { AppError, BadRequestError, NotFoundError } from '../../errors.ts';
import { cachedBody, type JsonBody } from '../../fast-path/cached-json.ts';
import type { OrderRequestService } from '../order-requests/order-request-service.ts';
import type { MemberDirectoryService } from '../accounts/member-directory-service.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import type { MemberOrderStatusRow, OrderHistoryService } from '../orders/order-history-service.ts';
import { orderRemains } from '../orders/order-remains.ts';
import type { IdempotentOrders } from '../idempotency/idempotency-service.ts';
import type { ApiKeyAdmission } from '../public-api/api-key-admission.ts';
import type { MemberPricingService } from '../marketing/member-pricing-service.ts';
import { LIST_PRICE_RULE, pricedFor, type MemberPriceRule } from '../marketing/member-price-rule.ts';
import type { PersonalPricingMembers } from '../marketing/personal-pricing-members.ts';
import { parseAddFields, parseIdempotencyKey } from './add-fields.ts';
import { milliText, panelStatusWord } from './panel-format.ts';
import { V2_ROUTE_SCHEMA } from './public-api-v2-docs.ts';

export interface PublicApiV2Deps {
  members: MemberDirectoryService;
  catalog: CatalogService;
  /** The member order path, once per Idempotency-Key. */
  idempotent: IdempotentOrders;
  history: OrderHistoryService;
  admission: ApiKeyAdmission;
  orderRequests: OrderRequestService;
  /** Where the `services` answer is kept as bytes, made once per change of the catalogue. */
  cache: ReadCache;
  /** Members whose `services` is their own list (member prices), never the shared bytes. */
  personal: Pick<PersonalPricingMembers, 'has' | 'hasNow'>;
  pricing: Pick<MemberPricingService, 'ruleFor'>;
}

/** What a request carries besides its body fields. */
export interface ApiV2RequestMeta {
  /** The client's address: unknown keys are limited per address. */
  ip: string;
  /** The Idempotency-Key header, if sent (`add` only; the `idempotency_key` field is the other place). */
  idempotencyKey?: string;
}

export interface PublicApiV2Service {
  /**
   * Answers one request's fields, `services` as the shared bytes of the answer for a member without
   * prices of their own (else that member's list, made per request); refusals are thrown as AppErrors.
   */
  handle(fields: Record<string, string>, meta: ApiV2RequestMeta): Promise<ApiV2Answer | JsonBody>;
  /**
   * True when `fields` ask for `services`, their key is admitted at once (counted, as `handle`
   * counts it) and its owner is known to have list prices: the shared cached answer may be sent
   * before Fastify (fast-path/ready-reads.ts). False: nothing was counted, and `handle` answers.
   */
  admitsServicesNow(fields: Record<string, string>): boolean;
}

type Fields = Record<string, string>;
type Action = (memberId: number, fields: Fields, meta: ApiV2RequestMeta) => Promise<ApiV2Answer | JsonBody>;

const CURRENCY = 'KRW' as const;
const MULTI_LIMIT = 100;
const ORDER_ID = /^[1-9]\d{0,14}$/;

/** `1, 2,3` -> ['1', '2', '3']; blanks dropped, duplicates kept once. */
const idList = (text: string | undefined): string[] => [
  ...new Set(
    (text ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  ),
];

/** A refill request as panels report it: a refusal or lost call is Rejected; not yet asked, Pending. */
function refillWord(r: RefillCancelRequest): RefillStatusWord {
  if (r.state === 'refused' || r.state === 'failed') return 'Rejected';
  return r.refillStatus ?? 'Pending';
}

/** A subscription's state as panels answer it, with the posts delivered so far (issue 32). */
const SUBSCRIPTION_WORD = {
  active: 'Active',
  expired: 'Expired',
  canceled: 'Canceled',
  completed: 'Completed',
} as const;

function statusOf(order: MemberOrderStatusRow) {
  const subscription = order.subscription_state;
  return {
    // What the order costs the member now: a Partial or Canceled refund is already taken off.
    charge: milliText(order.cost_milli - order.refunded_milli),
    start_count: String(order.start_count ?? 0),
    status: subscription ? SUBSCRIPTION_WORD[subscription] : panelStatusWord(order.status),
    remains: String(orderRemains(order)),
    ...(subscription && { posts: String(order.posts_delivered ?? 0) }),
    currency: CURRENCY,
  };
}

/**
 * The SMM panel API v2 over our own catalogue and orders. Domain refusals are thrown as AppErrors
 * (the routes turn every one into `{"error": message}`); orders go through the member order service,
 * so the rules, messages and the single-transaction debit are the member's own.
 */
export function createPublicApiV2Service(deps: PublicApiV2Deps): PublicApiV2Service {
  const status: Action = async (memberId, f) => {
    if (f.orders !== undefined) {
      const ids = idList(f.orders);
      if (ids.length > MULTI_LIMIT) throw new BadRequestError(M.tooManyOrders);
      const found = await deps.history.memberOrders(
        memberId,
        ids.filter((id) => ORDER_ID.test(id)).map(Number),
      );
      return Object.fromEntries(
        ids.map((id) => {
          const order = found.get(Number(id));
          return [id, order && ORDER_ID.test(id) ? statusOf(order) : { error: M.incorrectOrderId }];
        }),
      );
    }
    const id = f.order?.trim() ?? '';
    const order = ORDER_ID.test(id)
      ? (await deps.history.memberOrders(memberId, [Number(id)])).get(Number(id))
      : undefined;
    if (!order) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
    return statusOf(order);
  };

  // Refill and cancel go through the member's own request path (refill-cancel.md), one order at a
  // time; a refusal is that order's `{"error"}`. Multi forms answer per order in the standard shapes.
  const orderRef = (id: string) => (ORDER_ID.test(id) ? Number(id) : id);
  const requestOne = async (memberId: number, id: string, kind: 'refill' | 'cancel') => {
    if (!ORDER_ID.test(id)) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
    return deps.orderRequests.request(memberId, Number(id), kind, 'api');
  };
  const perOrder = async <T>(f: Fields, answer: (id: string) => Promise<T>) => {
    const ids = idList(f.orders);
    if (ids.length > MULTI_LIMIT) throw new BadRequestError(M.tooManyOrders);
    const result = [];
    for (const id of ids) {
      try {
        result.push({ id, value: (await answer(id)) as T | { error: string } });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        result.push({ id, value: { error: error.message } });
      }
    }
    return result;
  };
  const cancel: Action = async (memberId, f) => {
    if (f.orders === undefined) {
      await requestOne(memberId, f.order?.trim() ?? '', 'cancel');
      return { cancel: 1 };
    }
    const answers = await perOrder(f, async (id) => (await requestOne(memberId, id, 'cancel'), 1 as const));
    return answers.map(({ id, value }) => ({ order: orderRef(id), cancel: value }));
  };
  const refill: Action = async (memberId, f) => {
    if (f.orders === undefined)
      return { refill: (await requestOne(memberId, f.order?.trim() ?? '', 'refill')).id };
    const answers = await perOrder(f, async (id) => (await requestOne(memberId, id, 'refill')).id);
    return answers.map(({ id, value }) => ({ order: orderRef(id), refill: value }));
  };
  const refillStatus: Action = async (memberId, f) => {
    if (f.refills === undefined) {
      const id = f.refill?.trim() ?? '';
      const found = ORDER_ID.test(id)
        ? (await deps.orderRequests.refills(memberId, [Number(id)])).get(Number(id))
        : undefined;
      if (!found) throw new NotFoundError(ORDER_REQUEST_MESSAGES.refillNotFound);
      return { status: refillWord(found) };
    }
    const ids = idList(f.refills);
    if (ids.length > MULTI_LIMIT) throw new BadRequestError(M.tooManyOrders);
    const found = await deps.orderRequests.refills(
      memberId,
      ids.filter((id) => ORDER_ID.test(id)).map(Number),
    );
    return ids.map((id) => {
      const request = ORDER_ID.test(id) ? found.get(Number(id)) : undefined;
      return { refill: orderRef(id), status: request ? refillWord(request) : { error: M.incorrectRefillId } };
    });
  };

  const actions = new Map<string, Action>([
    [
      'services',
      async (memberId) =>
        // Member prices are read per request, never cached: one member's rates must not reach another.
        (await deps.personal.has(memberId))
          ? services(deps, await deps.pricing.ruleFor(memberId))
          : cachedBody(deps.cache, 'api-v2-services', V2_ROUTE_SCHEMA.response[200], () =>
              services(deps, LIST_PRICE_RULE),
            ),
    ],
    [
      'add',
      async (memberId, f, meta) => {
        const key = parseIdempotencyKey(f.idempotency_key, meta.idempotencyKey);
        const order = parseAddFields(f);
        const { body } = await deps.idempotent.place({
          memberId,
          key,
          api: 'v2',
          order,
          answer: (placed) => ({ order: placed.orderId }),
        });
        return body;
      },
    ],
    ['status', status],
    [
      'balance',
      async (memberId) => ({
        balance: milliText(await deps.members.balanceMilli(memberId)),
        currency: CURRENCY,
      }),
    ],
    ['cancel', cancel],
    ['refill', refill],
    ['refill_status', refillStatus],
  ]);

  return {
    admitsServicesNow(fields) {
      const listPrices = (memberId: number) => deps.personal.hasNow(memberId) === false;
      return actionName(fields) === 'services' && deps.admission.admitsNow(keyOf(fields), listPrices);
    },
    async handle(fields, meta) {
      const member = await deps.admission.admit(keyOf(fields), meta.ip, M.keyMissing);
      const action = actions.get(actionName(fields));
      if (!action) throw new BadRequestError(M.actionUnknown);
      return action(member.id, fields, meta);
    },
  };
}

/** The request's key and action as the fields carry them (spaces around, any letter case). */
const keyOf = (fields: Record<string, string>) => fields.key?.trim() ?? '';
const actionName = (fields: Record<string, string>) => fields.action?.trim().toLowerCase() ?? '';

/**
 * Orderable services: visible on their whole path and not read-only (a panel importing the list
 * would otherwise offer what it cannot buy). `rate` is the price per 1000 as `rule`'s member is
 * charged it (modules/marketing), i.e. the unit price in milli-points read as points: exact, no
 * floating point; for a package type, the price of one package, as panels quote packages.
 */
async function services(deps: PublicApiV2Deps, rule: MemberPriceRule) {
  const [list, categories] = await Promise.all([deps.catalog.serviceRecords(), deps.catalog.categories()]);
  const categoryText = new Map(categories.map((c) => [c.id, c.text]));
  return list
    .filter((s) => !s.isReadOnly)
    .map((s) => pricedFor(rule, s))
    .map((s) => ({
      service: s.id,
      name: s.text,
      type: s.type,
      category: categoryText.get(s.categoryId) ?? '',
      // A package's rate is the price of one package (service-types.md), as panels quote it.
      rate:
        SERVICE_TYPE_FIELDS[s.type].quantity === 'package'
          ? milliText(s.unitPriceMilli)
          : String(s.unitPriceMilli),
      min: String(s.min),
      max: String(s.max),
      // Runs and interval are taken where the service offers them and its type allows them.
      dripfeed: s.enableAuto && SERVICE_TYPE_FIELDS[s.type].autoOrder,
      refill: s.refill,
      cancel: s.cancel,
    }));
}
