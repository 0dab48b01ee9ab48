// The service types of the de-facto SMM API v2 and what an order of each takes (issue 32,
// docs/decisions/service-types.md). No zod here, so the order page can check a request in the
// browser (docs/decisions/web-speed.md); `service-types.ts` adds the zod schema and re-exports this.
import { MESSAGES } from './messages.ts';
import { SERVICE_TYPE_MESSAGES } from './service-type-messages.ts';
import { SUBSCRIPTION_DELAYS } from './service-type-limits.ts';
import { ORDER_FIELD_LIMITS } from './service-type-limits.ts';

/** The 15 types, spelled exactly as the API v2 docs spell them. */
export const SERVICE_TYPES = [
  'Default',
  'Package',
  'Custom Comments',
  'Custom Comments Package',
  'Mentions with Hashtags',
  'Mentions Custom List',
  'Mentions Hashtag',
  'Mentions User Followers',
  'Mentions Media Likers',
  'Comment Likes',
  'Comment Replies',
  'Poll',
  'Invites from Groups',
  'SEO',
  'Subscriptions',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

const BY_KEY = new Map<string, ServiceType>(SERVICE_TYPES.map((t) => [typeKey(t), t]));

function typeKey(raw: string): string {
  return raw.toLowerCase().replace(/[\s_-]+/g, '');
}

/** An upstream type word (`default`, `Custom comments`, `custom_comments`) as ours, or null. */
export function serviceTypeFromProvider(raw: unknown): ServiceType | null {
  if (typeof raw !== 'string') return null;
  return BY_KEY.get(typeKey(raw)) ?? null;
}

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === 'string' && (SERVICE_TYPES as readonly string[]).includes(value);
}

/** The order fields a type may take, camelCase as the order request carries them. */
export const ORDER_FIELD_NAMES = [
  'comments',
  'usernames',
  'hashtags',
  'hashtag',
  'username',
  'media',
  'answerNumber',
  'groups',
  'keywords',
  'min',
  'max',
  'posts',
  'oldPosts',
  'delay',
  'expiry',
] as const;
export type OrderFieldName = (typeof ORDER_FIELD_NAMES)[number];

/** The optional fields of an order request (lists as text, one item per line). */
export interface OrderFieldsInput {
  comments?: string;
  usernames?: string;
  hashtags?: string;
  hashtag?: string;
  username?: string;
  media?: string;
  answerNumber?: number;
  groups?: string;
  keywords?: string;
  min?: number;
  max?: number;
  posts?: number;
  oldPosts?: number;
  delay?: number;
  expiry?: string;
}

/** `lines`: one item per line; `text`: one line; `integer`; `date`: YYYY-MM-DD. */
export type OrderFieldKind = 'lines' | 'text' | 'integer' | 'date';

/** How a field is described and sent, whatever the type. */
export interface OrderFieldDescription {
  kind: OrderFieldKind;
  /** The API v2 `add` parameter. */
  providerName: string;
  label: string;
  help: string;
  example: string;
}

export const ORDER_FIELDS: Record<OrderFieldName, OrderFieldDescription> = {
  comments: {
    kind: 'lines',
    providerName: 'comments',
    label: '댓글',
    help: '한 줄에 댓글 하나씩 입력해 주세요. 빈 줄은 빠집니다.',
    example: '멋져요!\n사진 너무 좋아요',
  },
  usernames: {
    kind: 'lines',
    providerName: 'usernames',
    label: '사용자명 목록',
    help: '한 줄에 사용자명 하나씩 입력해 주세요.',
    example: 'instagram\nnatgeo',
  },
  hashtags: {
    kind: 'lines',
    providerName: 'hashtags',
    label: '해시태그 목록',
    help: '한 줄에 해시태그 하나씩 입력해 주세요.',
    example: '#여행\n#맛집',
  },
  hashtag: {
    kind: 'text',
    providerName: 'hashtag',
    label: '해시태그',
    help: '해시태그 하나를 입력해 주세요.',
    example: '#여행',
  },
  username: {
    kind: 'text',
    providerName: 'username',
    label: '사용자명',
    help: '사용자명 하나를 입력해 주세요.',
    example: 'instagram',
  },
  media: {
    kind: 'text',
    providerName: 'media',
    label: '게시물 링크',
    help: '좋아요를 누른 사람들을 멘션할 게시물의 링크입니다.',
    example: 'https://www.instagram.com/p/Cxyz123/',
  },
  answerNumber: {
    kind: 'integer',
    providerName: 'answer_number',
    label: '투표 항목 번호',
    help: '투표할 항목의 번호입니다 (첫 항목이 1).',
    example: '2',
  },
  groups: {
    kind: 'lines',
    providerName: 'groups',
    label: '그룹 목록',
    help: '초대할 그룹을 한 줄에 하나씩 입력해 주세요.',
    example: 'https://t.me/group_one\nhttps://t.me/group_two',
  },
  keywords: {
    kind: 'lines',
    providerName: 'keywords',
    label: '키워드 목록',
    help: '검색 키워드를 한 줄에 하나씩 입력해 주세요.',
    example: '서울 맛집\n강남 카페',
  },
  min: {
    kind: 'integer',
    providerName: 'min',
    label: '게시물당 최소 수량',
    help: '새 게시물마다 보낼 최소 수량입니다.',
    example: '100',
  },
  max: {
    kind: 'integer',
    providerName: 'max',
    label: '게시물당 최대 수량',
    help: '새 게시물마다 보낼 최대 수량입니다. 가격은 최대 수량 기준입니다.',
    example: '150',
  },
  posts: {
    kind: 'integer',
    providerName: 'posts',
    label: '새 게시물 수',
    help: '적용할 새 게시물의 수입니다.',
    example: '10',
  },
  oldPosts: {
    kind: 'integer',
    providerName: 'old_posts',
    label: '기존 게시물 수',
    help: '이미 올린 최근 게시물 중 적용할 수입니다 (선택).',
    example: '0',
  },
  delay: {
    kind: 'integer',
    providerName: 'delay',
    label: '지연 시간(분)',
    help: '새 게시물이 올라온 뒤 시작할 때까지 기다릴 시간입니다.',
    example: '0',
  },
  expiry: {
    kind: 'date',
    providerName: 'expiry',
    label: '만료일',
    help: '구독을 끝낼 날짜입니다 (선택).',
    example: '2026-12-31',
  },
};

/**
 * Where an order's quantity (the number the unit price multiplies) comes from: `given` by the member
 * (the `amount`), the count of a `lines` field, one `package`, or a `subscription`'s
 * max x (posts + oldPosts).
 */
export type QuantitySource = 'given' | 'lines' | 'package' | 'subscription';

export interface TypeFieldDescription extends OrderFieldDescription {
  name: OrderFieldName;
  required: boolean;
  /** A `lines` field whose count of non-empty lines is the order's quantity. */
  countsQuantity: boolean;
}

export interface ServiceTypeDescription {
  quantity: QuantitySource;
  /** Whether `add` carries `quantity`. */
  sendsQuantity: boolean;
  /** Whether the store's auto-order (runs, interval) may be offered (with the service's own flag). */
  autoOrder: boolean;
  fields: readonly TypeFieldDescription[];
}

type FieldOverride = Partial<Pick<TypeFieldDescription, 'label' | 'help' | 'example'>> & {
  optional?: boolean;
  counts?: boolean;
};

function field(name: OrderFieldName, o: FieldOverride = {}): TypeFieldDescription {
  const { optional, counts, ...text } = o;
  return { name, ...ORDER_FIELDS[name], ...text, required: !optional, countsQuantity: counts === true };
}

function describe(
  quantity: QuantitySource,
  fields: TypeFieldDescription[],
  autoOrder = false,
): ServiceTypeDescription {
  return { quantity, sendsQuantity: quantity === 'given', autoOrder, fields };
}

const COMMENTS_COUNTED = field('comments', {
  counts: true,
  help: '한 줄에 댓글 하나씩 입력해 주세요. 댓글 수가 주문 수량입니다.',
});

export const SERVICE_TYPE_FIELDS: Record<ServiceType, ServiceTypeDescription> = {
  Default: describe('given', [], true),
  Package: describe('package', []),
  'Custom Comments': describe('lines', [COMMENTS_COUNTED]),
  'Custom Comments Package': describe('package', [field('comments')]),
  'Mentions with Hashtags': describe('given', [field('usernames'), field('hashtags')]),
  'Mentions Custom List': describe('lines', [
    field('usernames', {
      counts: true,
      help: '멘션할 사용자명을 한 줄에 하나씩 입력해 주세요. 사용자명 수가 주문 수량입니다.',
    }),
  ]),
  'Mentions Hashtag': describe('given', [field('hashtag')]),
  'Mentions User Followers': describe('given', [
    field('username', {
      label: '팔로워를 멘션할 사용자명',
      help: '이 사용자의 팔로워들이 멘션됩니다.',
    }),
  ]),
  'Mentions Media Likers': describe('given', [field('media')]),
  'Comment Likes': describe('given', [
    field('username', {
      label: '댓글 작성자 사용자명',
      help: '좋아요를 받을 댓글을 쓴 사용자의 이름입니다.',
    }),
  ]),
  'Comment Replies': describe('lines', [
    field('username', {
      label: '댓글 작성자 사용자명',
      help: '답글을 달 댓글을 쓴 사용자의 이름입니다.',
    }),
    field('comments', {
      label: '답글',
      counts: true,
      help: '한 줄에 답글 하나씩 입력해 주세요. 답글 수가 주문 수량입니다.',
      example: '동의합니다!\n좋은 의견이에요',
    }),
  ]),
  Poll: describe('given', [field('answerNumber')]),
  'Invites from Groups': describe('given', [field('groups')]),
  SEO: describe('given', [field('keywords')]),
  Subscriptions: describe('subscription', [
    field('username', { label: '계정 사용자명', help: '새 게시물을 지켜볼 계정의 사용자명입니다.' }),
    field('min'),
    field('max'),
    field('posts'),
    field('oldPosts', { optional: true }),
    field('delay'),
    field('expiry', { optional: true }),
  ]),
};

/** The least value of a whole-number field: a count of old posts or a delay may be 0, the rest start at 1. */
export function integerFieldLeast(name: string): 0 | 1 {
  return name === 'oldPosts' || name === 'delay' ? 0 : 1;
}

/** What an order stores of its type's fields (`orders.details`), as history and the admin show it. */
export interface OrderDetails {
  type: ServiceType;
  comments?: string[];
  usernames?: string[];
  hashtags?: string[];
  hashtag?: string;
  username?: string;
  media?: string;
  answerNumber?: number;
  groups?: string[];
  keywords?: string[];
  min?: number;
  max?: number;
  posts?: number;
  oldPosts?: number;
  delay?: number;
  /** YYYY-MM-DD. */
  expiry?: string;
}

/** The API v2 `add` parameters besides `service` and `link` (and drip-feed `runs`/`interval`). */
export type ProviderFields = Record<string, string>;

export type OrderFieldsCheck =
  | { ok: true; quantity: number; details: OrderDetails; providerFields: ProviderFields }
  | { ok: false; message: string };

/** The request as the check reads it: the member's `amount` and the type's fields. */
export type OrderFieldsRequest = OrderFieldsInput & { amount: number };

/** The service's quantity bounds (for a subscription: per post). */
export interface ServiceBounds {
  min: number;
  max: number;
}

/** Non-empty trimmed lines of a list field (`\n` or `\r\n`). */
export function orderLines(text: string): string[] {
  return text
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** d/m/Y, as the providers take a subscription's expiry, from our YYYY-MM-DD. */
export function providerExpiry(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

type FieldValue = string | number | string[];

/** One field's value normalised, or the message refusing it. */
function readField(
  f: TypeFieldDescription,
  raw: unknown,
  service: ServiceBounds,
  today: string | undefined,
): { value: FieldValue } | { message: string } {
  const M = SERVICE_TYPE_MESSAGES;
  switch (f.kind) {
    case 'lines': {
      if (typeof raw !== 'string') return { message: M.required(f.label) };
      const lines = orderLines(raw);
      if (lines.length === 0) return { message: M.required(f.label) };
      if (lines.some((line) => line.length > ORDER_FIELD_LIMITS.lineMax))
        return { message: M.lineTooLong(f.label) };
      if (f.countsQuantity) {
        if (lines.length < service.min) return { message: M.tooFewLines(f.label, service.min) };
        if (lines.length > service.max) return { message: M.tooManyLines(f.label, service.max) };
      } else if (lines.length > ORDER_FIELD_LIMITS.listMax) {
        return { message: M.tooManyLines(f.label, ORDER_FIELD_LIMITS.listMax) };
      }
      return { value: lines };
    }
    case 'text': {
      if (typeof raw !== 'string' || raw.trim() === '') return { message: M.required(f.label) };
      const text = raw.trim();
      if (/[\r\n]/.test(text) || text.length > ORDER_FIELD_LIMITS.textMax)
        return { message: M.oneLine(f.label) };
      if (f.name === 'media' && !/^https?:\/\/\S+$/i.test(text)) return { message: M.mediaLink };
      return { value: text };
    }
    case 'integer': {
      const least = integerFieldLeast(f.name);
      if (raw === undefined || raw === null) return { message: M.required(f.label) };
      if (
        typeof raw !== 'number' ||
        !Number.isInteger(raw) ||
        raw < least ||
        raw > ORDER_FIELD_LIMITS.integerMax
      ) {
        return { message: f.name === 'delay' ? M.delay : M.integer(f.label, least) };
      }
      if (f.name === 'delay' && !(SUBSCRIPTION_DELAYS as readonly number[]).includes(raw))
        return { message: M.delay };
      return { value: raw };
    }
    case 'date': {
      if (typeof raw !== 'string' || raw.trim() === '') return { message: M.required(f.label) };
      const date = raw.trim();
      if (!isCalendarDate(date)) return { message: M.expiryFormat };
      if (today !== undefined && date <= today) return { message: M.expiryPast };
      return { value: date };
    }
  }
}

/** The provider's parameters for stored details and the order's quantity. */
export function providerFieldsOf(details: OrderDetails, quantity: number): ProviderFields {
  const fields: ProviderFields = {};
  const description = SERVICE_TYPE_FIELDS[details.type];
  if (description.sendsQuantity) fields.quantity = String(quantity);
  for (const f of description.fields) {
    const value = details[f.name];
    if (value === undefined) continue;
    if (Array.isArray(value)) fields[f.providerName] = value.join('\n');
    else if (f.name === 'expiry') fields[f.providerName] = providerExpiry(String(value));
    else fields[f.providerName] = String(value);
  }
  return fields;
}

/** The number the unit price multiplies: see `QuantitySource`. */
export function orderUnits(type: ServiceType, amount: number, details: OrderDetails): number {
  switch (SERVICE_TYPE_FIELDS[type].quantity) {
    case 'given':
      return amount;
    case 'package':
      return 1;
    case 'lines': {
      const counted = SERVICE_TYPE_FIELDS[type].fields.find((f) => f.countsQuantity);
      const lines = counted ? details[counted.name] : undefined;
      return Array.isArray(lines) ? lines.length : 0;
    }
    case 'subscription':
      return (details.max ?? 0) * ((details.posts ?? 0) + (details.oldPosts ?? 0));
  }
}

/**
 * Checks an order's type fields against its service's type: a field the type does not take is
 * refused, a missing one is named, lines are trimmed and bounded. On success: the quantity the order
 * is priced and stored with, the details it keeps, and the exact `add` parameters. The quantity of a
 * `given` type is the member's amount, which `orderRuleError` bounds by the service's min/max as
 * before; `lines` are bounded here by the service's min/max, a subscription's min and max per post
 * too. `today` (YYYY-MM-DD), when given, refuses an expiry not after it.
 */
export function checkOrderFields(
  type: ServiceType,
  request: OrderFieldsRequest,
  service: ServiceBounds,
  today?: string,
): OrderFieldsCheck {
  const description = SERVICE_TYPE_FIELDS[type];
  for (const name of ORDER_FIELD_NAMES) {
    if (request[name] !== undefined && !description.fields.some((f) => f.name === name)) {
      return { ok: false, message: SERVICE_TYPE_MESSAGES.notTaken(ORDER_FIELDS[name].label) };
    }
  }
  const details: OrderDetails = { type };
  for (const f of description.fields) {
    const raw = request[f.name];
    if (!f.required && (raw === undefined || raw === null || raw === '')) continue;
    const read = readField(f, raw, service, today);
    if ('message' in read) return { ok: false, message: read.message };
    (details as unknown as Record<string, FieldValue>)[f.name] = read.value;
  }
  if (description.quantity === 'subscription') {
    const { min = 0, max = 0 } = details;
    if (min > max) return { ok: false, message: SERVICE_TYPE_MESSAGES.minAboveMax };
    if (min < service.min) return { ok: false, message: MESSAGES.order.belowMin };
    if (max > service.max) return { ok: false, message: MESSAGES.order.aboveMax };
  }
  const quantity = orderUnits(type, request.amount, details);
  return { ok: true, quantity, details, providerFields: providerFieldsOf(details, quantity) };
}
