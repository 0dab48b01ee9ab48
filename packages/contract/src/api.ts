import { z } from 'zod';
import { decimalId, decimalInt } from './strict-input.ts';

/** The one JSON error envelope every endpoint answers with. */
export const errorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
  /** Present on social-login 404s: the provider token to carry to the register page. */
  token: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Public API v1 (header `api-key`), as documented in-product. */
export const publicServiceSchema = z.object({
  id: z.number().int().describe('서비스 번호 (주문할 때 serviceId)'),
  min: z.number().int().describe('최소 주문 수량'),
  max: z.number().int().describe('최대 주문 수량'),
  text: z.string().describe('서비스 이름'),
});
export const publicOrderRequestSchema = z.object({
  serviceId: decimalId(),
  link: z.string().trim().min(1).max(2000),
  amount: decimalInt({ min: 1 }),
});
export const publicOrderResponseSchema = z.object({
  wId: z.number().int().describe('주문 번호 (Order Status로 진행 상태를 조회할 때 사용)'),
});
export const publicStatusResponseSchema = z.object({
  status: z.string().describe('진행 상태: PENDING, PROCESSING, IN PROGRESS, COMPLETED, PARTIAL, CANCELED'),
  remains: z.number().int().describe('아직 작업되지 않은 수량'),
});
