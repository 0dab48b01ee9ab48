import { z } from 'zod';
import { orderHistoryRowSchema } from './order.ts';
import { idParamsSchema } from './strict-input.ts';

/**
 * Refill and cancel requests of an order, sent to its provider (issue 15; docs/decisions/
 * refill-cancel.md). Kept apart from order.ts so the order page's first load does not carry them.
 */
export const ORDER_REQUEST_KINDS = ['refill', 'cancel'] as const;
export type OrderRequestKind = (typeof ORDER_REQUEST_KINDS)[number];

/** sending: asked, answer not yet in; accepted: the provider took it; refused; failed: outcome unknown. */
export const ORDER_REQUEST_STATES = ['sending', 'accepted', 'refused', 'failed'] as const;
export type OrderRequestState = (typeof ORDER_REQUEST_STATES)[number];

/** Refill statuses as API v2 panels spell them; a provider's other words are read into these. */
export const REFILL_STATUS_WORDS = ['Pending', 'In progress', 'Completed', 'Rejected'] as const;
export type RefillStatusWord = (typeof REFILL_STATUS_WORDS)[number];

/** The provider's refill word read into ours (case and spelling vary between panels). */
export function refillStatusWord(raw: string | null): RefillStatusWord {
  const word = (raw ?? '').trim().toLowerCase();
  if (word === 'completed' || word === 'complete' || word === 'success') return 'Completed';
  if (['rejected', 'error', 'canceled', 'cancelled', 'refused', 'fail', 'failed'].includes(word))
    return 'Rejected';
  if (word === 'in progress' || word === 'processing' || word === 'inprogress') return 'In progress';
  return 'Pending';
}

export const REFILL_STATUS_LABELS: Record<RefillStatusWord, string> = {
  Pending: '리필 대기',
  'In progress': '리필 진행 중',
  Completed: '리필 완료',
  Rejected: '리필 거절',
};

/** The refill window has passed; `days` is the service's window. */
export const refillExpiredMessage = (days: number) =>
  `리필 요청 기간(주문 후 ${days.toLocaleString('ko-KR')}일)이 지났습니다.`;

/** A refusal by the provider, its reason already in Korean (or quoted when we do not know it). */
export const providerRefusedMessage = (reason: string) => `공급처가 요청을 거절했습니다: ${reason}`;

export const refillCancelRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ORDER_REQUEST_KINDS),
  state: z.enum(ORDER_REQUEST_STATES),
  /** The provider's refill status (refills only, once the sweep has asked). */
  refillStatus: z.enum(REFILL_STATUS_WORDS).nullable(),
  /** Why it was refused or failed, in Korean. */
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type RefillCancelRequest = z.infer<typeof refillCancelRequestSchema>;

/** An order history row with what the member may ask for now and the latest request. */
export const orderHistoryEntrySchema = orderHistoryRowSchema.extend({
  /** '리필 요청' is offered: a Completed order of a refill service within its window, nothing open. */
  refillable: z.boolean(),
  /** '취소 요청' is offered: an unfinished order of a cancel service at its provider, nothing open. */
  cancelable: z.boolean(),
  request: refillCancelRequestSchema.nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** `POST /service/order/:id/refill` and `/cancel`. */
export const orderRequestParamsSchema = idParamsSchema;

const KIND_LABELS: Record<OrderRequestKind, string> = { refill: '리필', cancel: '취소' };

/** The request as one line of Korean text: what was asked and where it stands. */
export function orderRequestText(
  r: Pick<RefillCancelRequest, 'kind' | 'state' | 'refillStatus' | 'message'>,
): string {
  const kind = KIND_LABELS[r.kind];
  if (r.state === 'sending') return `${kind} 요청 중`;
  if (r.state === 'refused') return `${kind} 거절: ${r.message ?? ''}`.trim();
  if (r.state === 'failed') return `${kind} 요청 실패: ${r.message ?? ''}`.trim();
  if (r.kind === 'cancel') return '취소 요청 접수';
  return r.refillStatus ? REFILL_STATUS_LABELS[r.refillStatus] : '리필 요청 접수';
}
