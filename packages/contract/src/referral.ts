import { z } from 'zod';
import { MARKETING_MESSAGES } from './marketing-messages.ts';
import { LIST_PAGE, pageQuerySchema } from './paging.ts';

const M = MARKETING_MESSAGES.referral;

/**
 * Referral commission (추천인 수익): a member who signed up with another's referral code earns that
 * referrer `percent` % of each approved top-up (`basis: 'topup'`) or of each completed order's cost
 * (`basis: 'order'`, taken back with the order's refund), for `months` months after sign-up.
 * Operator: `GET/PUT /api/admin/marketing/referral`, `GET /api/admin/referral-payouts`,
 * `POST /api/admin/referral-payouts/{id}/approve|reject`.
 * Member: `GET /api/account/referral`, `POST /api/account/referral/payouts`.
 */
export const REFERRAL_BASES = ['topup', 'order'] as const;
export type ReferralBasis = (typeof REFERRAL_BASES)[number];

const percent = z
  .number({ error: MARKETING_MESSAGES.percentInvalid })
  .int(MARKETING_MESSAGES.percentInvalid)
  .min(0, MARKETING_MESSAGES.percentInvalid)
  .max(100, MARKETING_MESSAGES.percentInvalid);

export const referralSettingsSchema = z.object({
  enabled: z.boolean(),
  percent,
  basis: z.enum(REFERRAL_BASES),
  months: z
    .number({ error: M.monthsInvalid })
    .int(M.monthsInvalid)
    .min(1, M.monthsInvalid)
    .max(120, M.monthsInvalid),
  payoutEnabled: z.boolean(),
  /** Smallest payout in whole won. */
  payoutMinimum: z
    .number({ error: MARKETING_MESSAGES.amountInvalid })
    .int(MARKETING_MESSAGES.amountInvalid)
    .min(0, MARKETING_MESSAGES.amountInvalid)
    .max(100_000_000, MARKETING_MESSAGES.amountInvalid),
});
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;

/** Commission in milli-points on an amount in milli-points, rounded down. */
export function commissionMilli(amountMilli: number, percentValue: number): number {
  return Math.floor((amountMilli * percentValue) / 100);
}

/** A login id shown to its referrer: the first two characters, the rest as '*' (at least 3). */
export function maskLoginId(loginId: string | null): string {
  if (!loginId) return '(탈퇴 회원)';
  const head = loginId.slice(0, 2);
  return head + '*'.repeat(Math.max(3, loginId.length - 2));
}

export const PAYOUT_STATES = ['pending', 'approved', 'rejected'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

export const referralPayoutSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  /** The operator's list; the member's own answer gives null. */
  loginId: z.string().nullable(),
  amount: z.number().int(),
  bank: z.string(),
  accountNumber: z.string(),
  holder: z.string(),
  state: z.enum(PAYOUT_STATES),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ReferralPayout = z.infer<typeof referralPayoutSchema>;

/** `GET /api/account/referral`: the referrer's page. Amounts in points. */
export const myReferralSchema = z.object({
  referralCode: z.string().nullable(),
  enabled: z.boolean(),
  percent: z.number().int(),
  basis: z.enum(REFERRAL_BASES),
  months: z.number().int(),
  /** Commission credited less commission taken back with refunds. */
  earned: z.number(),
  /** Paid out (approved payouts) and asked for (pending ones). */
  paidOut: z.number(),
  pendingPayout: z.number(),
  /** What a payout may still ask for: earned less paid out and pending, whole won. */
  withdrawable: z.number().int(),
  payoutEnabled: z.boolean(),
  payoutMinimum: z.number().int(),
  referred: z.array(
    z.object({
      /** e.g. 'ab****': never the id in full. */
      maskedLoginId: z.string(),
      joinedAt: z.string(),
      /** Commission stops after this moment. */
      earnsUntil: z.string(),
      earned: z.number(),
    }),
  ),
  payouts: z.array(referralPayoutSchema),
});
export type MyReferral = z.infer<typeof myReferralSchema>;

/** Body of `POST /api/account/referral/payouts`. */
export const requestPayoutSchema = z.object({
  amount: z
    .number({ error: M.payoutAmountInvalid })
    .int(M.payoutAmountInvalid)
    .min(1, M.payoutAmountInvalid)
    .max(100_000_000, M.payoutAmountInvalid),
  bank: z.string({ error: M.bankRequired }).trim().min(1, M.bankRequired).max(30, M.bankRequired),
  accountNumber: z
    .string({ error: M.accountInvalid })
    .trim()
    .regex(/^[0-9][0-9-]{5,29}$/, M.accountInvalid),
  holder: z.string({ error: M.holderRequired }).trim().min(1, M.holderRequired).max(30, M.holderRequired),
});
export type RequestPayout = z.infer<typeof requestPayoutSchema>;

export const adminPayoutsQuerySchema = pageQuerySchema(LIST_PAGE).extend({
  state: z.enum(PAYOUT_STATES).optional(),
});
export type AdminPayoutsQuery = z.infer<typeof adminPayoutsQuerySchema>;

/** Optional body of a reject. */
export const rejectPayoutSchema = z.object({ reason: z.string().trim().max(200).optional() }).nullish();
