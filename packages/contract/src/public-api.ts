import { z } from 'zod';
import { decimalId, decimalInt } from './strict-input.ts';
import { MESSAGES } from './messages.ts';
import { ORDER_MESSAGES } from './order-messages.ts';
import { ORDER_LIMITS } from './order-rules.ts';

const M = MESSAGES.order;

/** Messages of the reseller API v1 (header `api-key`) that the spec leaves unshown. */
export const PUBLIC_API_MESSAGES = {
  keyMissing: 'api-key 헤더에 API 키를 입력해 주세요.',
  keyInvalid: 'API 키가 올바르지 않습니다.',
} as const;

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

/** The status strings of GET /v1/status/{wId}, in the SMM-panel style, by our order status. */
export const PUBLIC_ORDER_STATUS: Record<number, string> = {
  0: 'PENDING',
  1: 'IN PROGRESS',
  2: 'COMPLETED',
  3: 'PARTIAL',
  4: 'PROCESSING',
  5: 'CANCELED',
};
