import { z } from 'zod';
import { decimalId, decimalInt } from './strict-input.ts';
import { MESSAGES } from './messages.ts';
import { ORDER_MESSAGES } from './order-messages.ts';
import { ORDER_LIMITS } from './order-rules.ts';
import { orderFieldsSchema, serviceTypeSchema } from './service-types.ts';

const M = MESSAGES.order;

/**
 * POST /v1/order, from JSON or a form body (every value may arrive as a string). Same Korean
 * messages as the member order form; `api.ts`'s publicOrderRequestSchema carries none.
 */
export const publicOrderBodySchema = z.object({
  serviceId: decimalId({ message: M.serviceRequired }).describe('서비스 번호 (Get Services의 id)'),
  link: z
    .string({ error: M.linkRequired })
    .trim()
    .max(ORDER_LIMITS.linkMax, ORDER_MESSAGES.linkTooLong)
    .min(1, M.linkRequired)
    .describe('주문 링크. https 링크가 아니면 인스타그램 아이디로 보고 프로필 주소로 바꿉니다.'),
  amount: decimalInt({ message: M.belowMin }).describe('주문 수량 (서비스의 최소·최대 수량 사이)'),
});
export type PublicOrderBody = z.infer<typeof publicOrderBodySchema>;

/**
 * A type field as a reseller sends it (issue 32): blank is "not given" (panels send every field,
 * empty where unused); an integer field's plain decimal digits are the number, anything else stays
 * text for the schema to refuse with its Korean message.
 */
function sent<S extends z.ZodType>(schema: S, integer = false) {
  return z
    .preprocess((v: unknown) => {
      if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return undefined;
      return integer && typeof v === 'string' && /^[0-9]{1,16}$/.test(v.trim()) ? Number(v.trim()) : v;
    }, schema)
    .optional();
}

const F = orderFieldsSchema.shape;

/**
 * The service types' fields (service-types.ts) as the reseller APIs take them, from JSON or a form,
 * by their camelCase names; API v2 sends the same values under the de-facto snake_case names
 * (public-api-v2.ts). Which a type takes and requires is checked by the order path
 * (`checkOrderFields`); here only their JSON types.
 */
export const typedOrderFieldShapes = {
  comments: sent(F.comments).describe(
    '댓글, 한 줄에 하나 (Custom Comments, Custom Comments Package, Comment Replies)',
  ),
  usernames: sent(F.usernames).describe(
    '사용자명, 한 줄에 하나 (Mentions with Hashtags, Mentions Custom List)',
  ),
  hashtags: sent(F.hashtags).describe('해시태그, 한 줄에 하나 (Mentions with Hashtags)'),
  hashtag: sent(F.hashtag).describe('해시태그 하나 (Mentions Hashtag)'),
  username: sent(F.username).describe(
    '사용자명 하나 (Mentions User Followers, Comment Likes, Comment Replies, Subscriptions)',
  ),
  media: sent(F.media).describe('게시물 링크 (Mentions Media Likers)'),
  answerNumber: sent(F.answerNumber, true).describe('투표 항목 번호, 1부터 (Poll)'),
  groups: sent(F.groups).describe('그룹, 한 줄에 하나 (Invites from Groups)'),
  keywords: sent(F.keywords).describe('검색 키워드, 한 줄에 하나 (SEO)'),
  min: sent(F.min, true).describe('게시물당 최소 수량 (Subscriptions)'),
  max: sent(F.max, true).describe('게시물당 최대 수량 (Subscriptions, 가격 기준)'),
  posts: sent(F.posts, true).describe('새 게시물 수 (Subscriptions)'),
  oldPosts: sent(F.oldPosts, true).describe('기존 게시물 수 (Subscriptions, 선택)'),
  delay: sent(F.delay, true).describe('지연 시간(분) (Subscriptions)'),
  expiry: sent(F.expiry).describe('만료일 (Subscriptions, 선택)'),
};

/**
 * v1 `POST /order` for one order (issue 32): the three fields, `amount` optional (a type whose
 * quantity is its lines or one package takes none), and the type's fields by their camelCase names.
 */
export const publicTypedOrderBodySchema = publicOrderBodySchema.extend({
  amount: publicOrderBodySchema.shape.amount
    .optional()
    .describe('주문 수량 (서비스의 최소·최대 수량 사이). 줄 수가 수량인 유형과 패키지는 보내지 않습니다.'),
  ...typedOrderFieldShapes,
  expiry: typedOrderFieldShapes.expiry.describe('만료일 YYYY-MM-DD (Subscriptions, 선택)'),
});
export type PublicTypedOrderBody = z.infer<typeof publicTypedOrderBodySchema>;

/** GET /v1/services: the spec's id, min, max, text, and each service's type (issue 32). */
export const publicTypedServiceSchema = z.object({
  id: z.number().int().describe('서비스 번호 (주문할 때 serviceId)'),
  min: z.number().int().describe('최소 주문 수량'),
  max: z.number().int().describe('최대 주문 수량'),
  text: z.string().describe('서비스 이름'),
  type: serviceTypeSchema.describe(
    '서비스 유형 (API v2 표준 이름). Default가 아니면 주문에 유형별 항목이 필요합니다.',
  ),
});

/** The status strings of GET /v1/status/{wId}, in the SMM-panel style, by our order status. */
export const PUBLIC_ORDER_STATUS: Record<number, string> = {
  0: 'PENDING',
  1: 'IN PROGRESS',
  2: 'COMPLETED',
  3: 'PARTIAL',
  4: 'PROCESSING',
  5: 'CANCELED',
};
