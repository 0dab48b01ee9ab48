import { z } from 'zod';
import { refillCancelRequestSchema } from './order-requests.ts';
import { orderDetailsSchema, subscriptionProgressSchema } from './service-types.ts';
import { decimalId, decimalInt, idParamsSchema } from './strict-input.ts';
import { OrderStatus } from './enums.ts';
import { OPEN_ORDER_STATUSES } from './order-status-groups.ts';
import { LIST_PAGE, pageQuerySchema } from './paging.ts';
import { ADMIN_ORDER_MESSAGES } from './admin-orders-messages.ts';

/** The operator console's orders (issue 10 "Orders"): lists, detail and the operator's actions. */

/** `orders.submit_state`, with the Korean the console shows (docs/decisions/fulfilment.md). */
export const SUBMIT_STATE_LABELS = {
  new: '전송 전',
  submitting: '전송 중',
  submitted: '공급처 접수',
  unknown: '접수 여부 불명',
  failed: '전송 실패',
} as const;
export type SubmitState = keyof typeof SUBMIT_STATE_LABELS;
const SUBMIT_STATES = Object.keys(SUBMIT_STATE_LABELS) as [SubmitState, ...SubmitState[]];

const M = ADMIN_ORDER_MESSAGES;

const kstDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateInvalid)
  .optional();
const id = decimalId().optional();
/** URL flags arrive as strings; only 'true' means on. */
const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

const commonFilters = {
  memberId: id,
  serviceId: id,
  providerId: id,
  /** KST calendar days, both included. */
  from: kstDate,
  to: kstDate,
  /** An order id, a provider order id, or part of the link. */
  q: z.string().trim().max(200).optional(),
};

export const adminOrdersQuerySchema = pageQuerySchema(LIST_PAGE).extend({
  ...commonFilters,
  status: decimalInt({ max: 5 }).optional(),
  needsOperator: flag,
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const adminAutoOrdersQuerySchema = pageQuerySchema(LIST_PAGE).extend({
  ...commonFilters,
  status: decimalInt({ max: 3 }).optional(),
});
export type AdminAutoOrdersQuery = z.infer<typeof adminAutoOrdersQuerySchema>;

export const adminOrderRowSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  memberId: z.number(),
  memberLoginId: z.string().nullable(),
  serviceId: z.number(),
  serviceName: z.string(),
  link: z.string(),
  amount: z.number(),
  /** Points paid (decimal, like the member API). */
  cost: z.number(),
  refunded: z.number(),
  status: z.number(),
  submitState: z.enum(SUBMIT_STATES),
  needsOperator: z.boolean(),
  providerId: z.number().nullable(),
  providerName: z.string().nullable(),
  providerOrderId: z.string().nullable(),
  autoOrderId: z.number().nullable(),
  /**
   * What the provider said it charged (`charge` of its status answer), exactly as written, in
   * `providerCurrency`; null until it says (docs/decisions/costs-and-profit.md).
   */
  providerCharge: z.string().nullable(),
  /** The provider's currency (ISO 4217) when the order was sent; null before it was sent. */
  providerCurrency: z.string().nullable(),
  /**
   * Our cost in points (won) at the exchange rate of the order's time: the provider's charge, or
   * until it reports one the service's provider rate x quantity (`costEstimated`). Null when the
   * order has no cost to know: never sent to a provider, or no rate for its currency then.
   */
  providerCost: z.number().nullable(),
  costEstimated: z.boolean(),
  /** Points paid less refunded less `providerCost`; null when the cost is null. */
  profit: z.number().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminAutoOrderRowSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  memberId: z.number(),
  memberLoginId: z.string().nullable(),
  serviceId: z.number(),
  serviceName: z.string(),
  link: z.string(),
  amount: z.number(),
  runs: z.number(),
  runsPlaced: z.number(),
  completed: z.number(),
  intervalMinutes: z.number(),
  cost: z.number(),
  refunded: z.number(),
  status: z.number(),
  nextRunAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type AdminAutoOrderRow = z.infer<typeof adminAutoOrderRowSchema>;

export const adminLedgerRowSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  /** Signed points. */
  delta: z.number(),
  balanceAfter: z.number(),
  reason: z.string(),
  refType: z.string(),
  refId: z.number().nullable(),
  key: z.string(),
});
export type AdminLedgerRow = z.infer<typeof adminLedgerRowSchema>;

export const ADMIN_ORDER_ACTIONS = [
  'found-at-provider',
  'resend',
  'cancel-refund',
  'mark-partial',
  'mark-completed',
] as const;
export type AdminOrderAction = (typeof ADMIN_ORDER_ACTIONS)[number];

export const ADMIN_ORDER_ACTION_LABELS: Record<AdminOrderAction, string> = {
  'found-at-provider': '공급처 접수 확인',
  resend: '공급처에 다시 전송',
  'cancel-refund': '취소 및 전액 환불',
  'mark-partial': '부분 완료 처리',
  'mark-completed': '완료 처리',
};

export const adminOrderRequestSchema = refillCancelRequestSchema.extend({
  /** Where the member asked: the storefront or the reseller API v2. */
  source: z.enum(['web', 'api']),
  providerRefillId: z.string().nullable(),
  /** Still blocks a second request. */
  open: z.boolean(),
  updatedAt: z.string(),
});
export type AdminOrderRequest = z.infer<typeof adminOrderRequestSchema>;

/** How one provider answered when the order was offered to it (docs/decisions/failover.md). */
export const PROVIDER_ATTEMPT_OUTCOMES = ['accepted', 'refused', 'skipped', 'retry', 'unknown'] as const;
export type ProviderAttemptOutcome = (typeof PROVIDER_ATTEMPT_OUTCOMES)[number];
export const PROVIDER_ATTEMPT_OUTCOME_LABELS: Record<ProviderAttemptOutcome, string> = {
  accepted: '접수',
  refused: '거절',
  skipped: '건너뜀 (손실)',
  retry: '재시도 대기',
  unknown: '응답 없음 (확인 필요)',
};

export const adminProviderAttemptSchema = z.object({
  providerId: z.number(),
  providerName: z.string(),
  providerServiceId: z.string(),
  outcome: z.enum(PROVIDER_ATTEMPT_OUTCOMES),
  /** The provider's answer or why it was passed over, as recorded; null when it took the order. */
  reason: z.string().nullable(),
  at: z.string(),
});
export type AdminProviderAttempt = z.infer<typeof adminProviderAttemptSchema>;

export const adminOrderDetailSchema = adminOrderRowSchema.extend({
  unitPrice: z.number(),
  startCount: z.number().nullable(),
  remains: z.number().nullable(),
  providerStatus: z.string().nullable(),
  /** Won per one unit of `providerCurrency` at the order's time, exact decimal text ('1385.5'). */
  exchangeRate: z.string().nullable(),
  /** False when the service is sold without a provider: the operator fulfils it by hand. */
  serviceHasProvider: z.boolean(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  submittedAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** The service type's fields the order was placed with (issue 32); null for a Default order. */
  details: orderDetailsSchema.nullable().optional(),
  /** A subscription's state and posts delivered; null for any other order. */
  subscription: subscriptionProgressSchema.nullable().optional(),
  ledger: z.array(adminLedgerRowSchema),
  autoOrder: adminAutoOrderRowSchema.nullable(),
  /** The member's refill and cancel requests, newest first (docs/decisions/refill-cancel.md). */
  requests: z.array(adminOrderRequestSchema),
  /** Every provider the order was offered to, in order: who took it and why the ones before did not. */
  providerAttempts: z.array(adminProviderAttemptSchema),
  /** What the operator may do now (`allowedOrderActions`); the server enforces the same rules. */
  actions: z.array(z.enum(ADMIN_ORDER_ACTIONS)),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export interface OrderActionState {
  status: number;
  submitState: SubmitState;
  needsOperator: boolean;
  refundedAt: string | null;
  serviceHasProvider: boolean;
}

/** The one statement of which action fits which order state (docs/decisions/operator-console.md "Orders"). */
export function allowedOrderActions(o: OrderActionState): AdminOrderAction[] {
  const open = (OPEN_ORDER_STATUSES as readonly number[]).includes(o.status);
  const actions: AdminOrderAction[] = [];
  if (open && o.submitState === 'unknown') actions.push('found-at-provider', 'resend');
  if (open && (o.submitState === 'unknown' || o.submitState === 'new')) actions.push('cancel-refund');
  const byHand = open && o.submitState === 'new' && !o.serviceHasProvider;
  const partialToSettle = o.status === OrderStatus.Partial && o.needsOperator && o.refundedAt === null;
  if (byHand || partialToSettle) actions.push('mark-partial');
  if (byHand) actions.push('mark-completed');
  return actions;
}

export const adminOrderIdParamsSchema = idParamsSchema;

const memo = z.string().trim().max(200, M.memoTooLong).optional();
export const orderActionBodySchema = z.object({ memo }).nullish();
export type OrderActionBody = z.infer<typeof orderActionBodySchema>;
export const foundAtProviderBodySchema = z.object({
  providerOrderId: z
    .string({ error: M.providerOrderIdRequired })
    .trim()
    .min(1, M.providerOrderIdRequired)
    .max(100, M.providerOrderIdTooLong),
  memo,
});
export type FoundAtProviderBody = z.infer<typeof foundAtProviderBodySchema>;
export const markPartialBodySchema = z.object({
  delivered: decimalInt({ message: M.deliveredRange }),
  memo,
});
export type MarkPartialBody = z.infer<typeof markPartialBodySchema>;
