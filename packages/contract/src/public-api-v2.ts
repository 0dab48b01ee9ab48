import { z } from 'zod';
import { idempotencyKeySchema } from './idempotency.ts';
import { orderRequestSchema } from './order.ts';
import { REFILL_STATUS_WORDS } from './order-requests.ts';
import { publicOrderBodySchema, typedOrderFieldShapes as T } from './public-api.ts';
import { serviceTypeSchema } from './service-types.ts';

/**
 * The reseller API v2 (`POST /api/v2`): one endpoint, `key` + `action` in a form or JSON body. The
 * service reads the body field by field (docs/decisions/public-api-v2.md), so the request schemas
 * here describe it for the OpenAPI document; the answers are what the route serializes with.
 */

const key = z
  .string()
  .max(200)
  .optional()
  .describe('API 키. 본문의 key 항목(패널 표준) 또는 쿼리 문자열의 key로 보냅니다.');
const orderId = z.string().max(16).describe('주문 번호 (add가 돌려준 order)');
const orderIds = z.string().max(2000).describe('쉼표로 구분한 주문 번호, 한 번에 최대 100개');
const refillId = z.string().max(16).describe('리필 요청 번호 (refill이 돌려준 refill)');
const refillIds = z.string().max(2000).describe('쉼표로 구분한 리필 요청 번호, 한 번에 최대 100개');

/**
 * An absent or blank drip-feed field is "not given"; plain decimal digits are the number; anything
 * else (`0x10`, `1e3`, `+1`) stays a string for the number schema to refuse with its message.
 */
const blankAsAbsent = (v: unknown) => {
  if (v === undefined || (typeof v === 'string' && v.trim() === '')) return undefined;
  return typeof v === 'string' && /^[0-9]{1,16}$/.test(v) ? Number(v) : v;
};

/**
 * `add`'s fields (all strings in a form) under the panel names, with the member order's rules and
 * Korean messages; runs + interval make it an auto-order. A service type's fields (issue 32) come
 * under the de-facto snake_case names; `quantity` is left out for the types whose quantity is their
 * lines or one package. The server maps them onto the order request.
 */
export const apiV2AddFieldsSchema = z.object({
  service: publicOrderBodySchema.shape.serviceId.describe('서비스 번호 (services의 service)'),
  link: publicOrderBodySchema.shape.link,
  quantity: publicOrderBodySchema.shape.amount
    .optional()
    .describe('주문 수량 (자동주문이면 1회분 수량). 줄 수가 수량인 유형과 패키지는 보내지 않습니다.'),
  comments: T.comments,
  usernames: T.usernames,
  hashtags: T.hashtags,
  hashtag: T.hashtag,
  username: T.username,
  media: T.media,
  answer_number: T.answerNumber,
  groups: T.groups,
  keywords: T.keywords,
  min: T.min,
  max: T.max,
  posts: T.posts,
  old_posts: T.oldPosts,
  delay: T.delay,
  expiry: T.expiry.describe('만료일 d/m/Y (패널 표준) 또는 YYYY-MM-DD (Subscriptions, 선택)'),
  runs: z
    .preprocess(blankAsAbsent, orderRequestSchema.shape.runs.unwrap().optional())
    .optional()
    .describe('자동주문 횟수 (2 이상, interval과 함께)'),
  interval: z
    .preprocess(blankAsAbsent, orderRequestSchema.shape.interval.unwrap().optional())
    .optional()
    .describe('자동주문 간격(분, 60 이상)'),
});

const variant = <A extends string, S extends z.ZodRawShape>(action: A, description: string, shape: S) =>
  z
    .object({ key, action: z.literal(action).describe('요청 종류'), ...shape })
    .meta({ title: action, description });

/** Every request the endpoint answers, one variant per action (and per single or multi order). */
export const apiV2RequestSchema = z.union([
  variant('services', '주문할 수 있는 서비스 목록', {}),
  variant('add', '주문 (runs와 interval을 주면 자동주문)', {
    ...apiV2AddFieldsSchema.shape,
    idempotency_key: idempotencyKeySchema
      .optional()
      .describe('Idempotency-Key 헤더 대신 보낼 수 있는 같은 키 (둘 다 보내면 같아야 합니다)'),
  }),
  variant('status', '주문 하나의 진행 상태', { order: orderId }),
  variant('status', '여러 주문의 진행 상태를 한 번에', { orders: orderIds }),
  variant('balance', '보유 포인트', {}),
  variant('cancel', '주문 하나 취소 요청 (취소 가능한 서비스의 끝나지 않은 주문)', { order: orderId }),
  variant('cancel', '여러 주문 취소 요청', { orders: orderIds }),
  variant('refill', '주문 하나 리필 요청 (리필 가능한 서비스의 완료된 주문, 리필 기간 안)', {
    order: orderId,
  }),
  variant('refill', '여러 주문 리필 요청', { orders: orderIds }),
  variant('refill_status', '리필 요청 하나의 진행 상태', { refill: refillId }),
  variant('refill_status', '여러 리필 요청의 진행 상태', { refills: refillIds }),
]);

/** A refusal: HTTP 200 (413 for a body over the limit, 500 for a failure of ours) and one Korean message. */
export const apiV2ErrorSchema = z
  .object({ error: z.string().describe('거절 사유') })
  .meta({ title: 'error' });

export const apiV2ServiceSchema = z.object({
  service: z.number().int().describe('서비스 번호'),
  name: z.string().describe('서비스 이름'),
  type: serviceTypeSchema.describe('서비스 유형 (API v2 표준 이름): add에 보낼 항목이 정해집니다'),
  category: z.string().describe('카테고리 이름'),
  rate: z.string().describe('1,000개당 가격(포인트), 정확한 십진수 문자열'),
  min: z.string().describe('최소 주문 수량'),
  max: z.string().describe('최대 주문 수량'),
  dripfeed: z.boolean().describe('자동주문(runs, interval) 가능 여부'),
  refill: z.boolean().describe('리필 요청 가능 여부'),
  cancel: z.boolean().describe('취소 요청 가능 여부'),
});

/** Our order statuses as API v2 panels spell them (0 to 5 in our numbering, see panel-format.ts). */
export const API_V2_STATUS_WORDS = [
  'Pending',
  'Processing',
  'In progress',
  'Completed',
  'Partial',
  'Canceled',
] as const;
export type ApiV2StatusWord = (typeof API_V2_STATUS_WORDS)[number];
/** A subscription's words besides Completed and Canceled, as panels answer them (issue 32). */
export const API_V2_SUBSCRIPTION_WORDS = ['Active', 'Expired'] as const;

export const apiV2OrderStatusSchema = z.object({
  charge: z.string().describe('이 주문에 현재 쓰인 포인트 (환불된 만큼 뺀 값)'),
  start_count: z.string().describe('시작 수치 (공급처가 알려주기 전에는 0)'),
  status: z
    .enum([...API_V2_STATUS_WORDS, ...API_V2_SUBSCRIPTION_WORDS])
    .describe('진행 상태 (구독 서비스는 Active, Expired, Canceled, Completed)'),
  remains: z.string().describe('아직 작업되지 않은 수량'),
  posts: z.string().optional().describe('구독 서비스만: 지금까지 작업된 게시물 수'),
  currency: z.literal('KRW'),
});

const orderRef = z.union([z.number().int(), z.string()]).describe('요청한 주문 번호');
const refillStatusWord = z.enum(REFILL_STATUS_WORDS).describe('리필 진행 상태');
const cancelEntry = z.object({ order: orderRef, cancel: z.union([z.literal(1), apiV2ErrorSchema]) });
const refillEntry = z.object({
  order: orderRef,
  refill: z.union([z.number().int().describe('리필 요청 번호'), apiV2ErrorSchema]),
});
const refillStatusEntry = z.object({
  refill: orderRef.describe('요청한 리필 요청 번호'),
  status: z.union([refillStatusWord, apiV2ErrorSchema]),
});

/** Every HTTP 200 answer: the action's answer, or `{"error"}`. */
export const apiV2AnswerSchema = z
  .union([
    apiV2ErrorSchema,
    z.array(apiV2ServiceSchema).meta({ title: 'services' }),
    z.object({ order: z.number().int().describe('주문 번호') }).meta({ title: 'add' }),
    apiV2OrderStatusSchema.meta({ title: 'status' }),
    z
      .object({ balance: z.string().describe('보유 포인트'), currency: z.literal('KRW') })
      .meta({ title: 'balance' }),
    z.object({ cancel: z.literal(1) }).meta({ title: 'cancel' }),
    z.object({ refill: z.number().int().describe('리필 요청 번호') }).meta({ title: 'refill' }),
    z.object({ status: refillStatusWord }).meta({ title: 'refill_status' }),
    z.array(cancelEntry).meta({ title: 'cancel (orders)' }),
    z.array(refillEntry).meta({ title: 'refill (orders)' }),
    z.array(refillStatusEntry).meta({ title: 'refill_status (refills)' }),
    z.record(z.string(), z.union([apiV2OrderStatusSchema, apiV2ErrorSchema])).meta({
      title: 'status (orders)',
      description: '주문 번호별 상태, 찾을 수 없는 번호는 {"error": "Incorrect order ID"}',
    }),
  ])
  .meta({ description: 'action의 결과, 또는 거절 사유 {"error"}' });
export type ApiV2Answer = z.output<typeof apiV2AnswerSchema>;
