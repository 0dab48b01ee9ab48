import { z } from 'zod';
import { idParamsSchema } from './strict-input.ts';
import { orderHistoryRowSchema } from './order.ts';
import { LIST_PAGE, pageQuerySchema } from './paging.ts';
import { pointHistoryRowSchema } from './point.ts';
import { ADMIN_MEMBER_MESSAGES } from './admin-members-messages.ts';

const M = ADMIN_MEMBER_MESSAGES;

export const MEMBER_STATES = ['active', 'blocked', 'deleted'] as const;
export type MemberState = (typeof MEMBER_STATES)[number];
export const MEMBER_STATE_LABELS: Record<MemberState, string> = {
  active: '정상',
  blocked: '차단',
  deleted: '탈퇴',
};

export const LOGIN_TYPES = ['general', 'naver', 'kakao'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];
export const LOGIN_TYPE_LABELS: Record<LoginType, string> = {
  general: '일반',
  naver: '네이버',
  kakao: '카카오',
};

/** `GET /admin/members`: `q` matches the member number, login id, e-mail or phone number. */
export const adminMembersQuerySchema = pageQuerySchema(LIST_PAGE).extend({
  q: z.string().trim().max(100).optional(),
  state: z.enum(MEMBER_STATES).optional(),
  loginType: z.enum(LOGIN_TYPES).optional(),
});
export type AdminMembersQuery = z.infer<typeof adminMembersQuerySchema>;

export const memberIdParamsSchema = idParamsSchema;

/** One row of the operator's member list; points are decimal numbers like the member API. */
export const adminMemberRowSchema = z.object({
  id: z.number().int(),
  loginId: z.string().nullable(),
  createdAt: z.string(),
  balance: z.number(),
  /** Points spent on orders less their refunds (ledger reasons order and refund). */
  totalSpent: z.number(),
  /** Points credited by top-ups (ledger reason topup). */
  totalTopup: z.number(),
  orderCount: z.number().int(),
  loginType: z.enum(LOGIN_TYPES),
  state: z.enum(MEMBER_STATES),
  isAdmin: z.boolean(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRowSchema>;

export const LEDGER_REASONS = [
  'topup',
  'order',
  'refund',
  'adjustment',
  'bonus',
  'coupon',
  'commission',
  'payout',
] as const;
export const LEDGER_REASON_LABELS: Record<(typeof LEDGER_REASONS)[number], string> = {
  topup: '충전',
  order: '주문',
  refund: '환불',
  adjustment: '관리자 조정',
  bonus: '충전 보너스',
  coupon: '쿠폰',
  commission: '추천인 수익',
  payout: '추천인 수익 출금',
};

export const adminLedgerRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  delta: z.number(),
  balanceAfter: z.number(),
  reason: z.enum(LEDGER_REASONS),
  refType: z.string(),
  refId: z.number().int().nullable(),
  memo: z.string(),
});
export type AdminLedgerRow = z.infer<typeof adminLedgerRowSchema>;

export const adminMemberLedgerQuerySchema = pageQuerySchema(LIST_PAGE);

/** `GET /admin/members/{id}`: never the api key itself, only whether one is issued. */
export const adminMemberDetailSchema = adminMemberRowSchema.extend({
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  registerWhere: z.string().nullable(),
  referralCode: z.string().nullable(),
  referredBy: z.object({ id: z.number().int(), loginId: z.string().nullable() }).nullable(),
  hasApiKey: z.boolean(),
  blockedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  ledger: z.array(adminLedgerRowSchema),
  orders: z.array(orderHistoryRowSchema),
  topups: z.array(pointHistoryRowSchema),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

export const MAX_ADJUST_POINTS = 10_000_000;

/** True when `v` has at most three fraction digits (points are stored as milli-points). */
function atMostThreeDecimals(v: number): boolean {
  const milli = v * 1000;
  return Math.abs(milli - Math.round(milli)) < 1e-6;
}

/** `POST /admin/members/{id}/adjustments`: a signed delta in points and a required memo. */
export const adminAdjustmentSchema = z.object({
  delta: z
    .number({ error: M.deltaRequired })
    .refine((v) => Number.isFinite(v), { message: M.deltaRequired, abort: true })
    .refine((v) => v !== 0, { message: M.deltaNonZero, abort: true })
    .refine((v) => Math.abs(v) <= MAX_ADJUST_POINTS, { message: M.deltaTooLarge, abort: true })
    .refine(atMostThreeDecimals, M.deltaFraction),
  memo: z.string({ error: M.memoRequired }).trim().min(1, M.memoRequired).max(200, M.memoTooLong),
});
export type AdminAdjustment = z.infer<typeof adminAdjustmentSchema>;

/** The answer of every member action: the member's row after it. */
export const adminMemberActionResultSchema = adminMemberRowSchema;
