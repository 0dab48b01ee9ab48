import { z } from 'zod';
import { MARKETING_MESSAGES } from './marketing-messages.ts';
import { LIST_PAGE, pageQuerySchema } from './paging.ts';

const M = MARKETING_MESSAGES.coupon;

/**
 * Coupons (쿠폰). `fixed`: `points` points credited at redemption. `topup_percent`: `percent` % of
 * the member's next approved top-up, at most `maxPoints`, credited with that top-up.
 * Operator: `GET/POST /api/admin/coupons`, `PATCH /api/admin/coupons/{id}`,
 * `GET /api/admin/coupons/{id}/redemptions`. Member: `POST /api/point/coupons/redeem`,
 * `GET /api/point/coupons`. Times are ISO strings with offset.
 */
export const COUPON_KINDS = ['fixed', 'topup_percent'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const COUPON_CODE = /^[A-Z0-9-]{4,30}$/;
const MAX_USES = 1_000_000;

/** Codes are compared upper-case; the member may type them in any case. */
export const couponCodeSchema = z
  .string({ error: M.codeRequired })
  .trim()
  .min(1, M.codeRequired)
  .max(30, M.codeInvalid)
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(COUPON_CODE, M.codeInvalid));

const uses = z
  .number({ error: M.usesInvalid })
  .int(M.usesInvalid)
  .min(1, M.usesInvalid)
  .max(MAX_USES, M.usesInvalid);
const at = z.iso.datetime({ offset: true, error: M.periodInvalid });
const points = z
  .number({ error: M.pointsInvalid })
  .positive(M.pointsInvalid)
  .max(10_000_000, M.pointsInvalid)
  .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, M.pointsInvalid);

const couponBase = z.object({
  code: couponCodeSchema,
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(50, M.nameRequired),
  totalUses: uses,
  perMemberUses: uses,
  validFrom: at,
  validTo: at,
  firstTopupOnly: z.boolean(),
});

/** Body of `POST /api/admin/coupons`. */
export const createCouponSchema = z
  .discriminatedUnion('kind', [
    couponBase.extend({ kind: z.literal('fixed'), points }),
    couponBase.extend({
      kind: z.literal('topup_percent'),
      percent: z
        .number({ error: M.percentInvalid })
        .int(M.percentInvalid)
        .min(1, M.percentInvalid)
        .max(100, M.percentInvalid),
      maxPoints: z
        .number({ error: M.capInvalid })
        .int(M.capInvalid)
        .min(1, M.capInvalid)
        .max(10_000_000, M.capInvalid),
    }),
  ])
  .refine((c) => Date.parse(c.validTo) > Date.parse(c.validFrom), {
    message: M.periodInvalid,
    path: ['validTo'],
  });
export type CreateCouponInput = z.input<typeof createCouponSchema>;
export type CreateCoupon = z.output<typeof createCouponSchema>;

/** Body of `PATCH /api/admin/coupons/{id}`: what may change once members may hold the code. */
export const updateCouponSchema = z
  .object({
    enabled: z.boolean().optional(),
    name: couponBase.shape.name.optional(),
    totalUses: uses.optional(),
    validFrom: at.optional(),
    validTo: at.optional(),
  })
  .refine((c) => Object.keys(c).length > 0, { message: MARKETING_MESSAGES.nothingToChange });
export type UpdateCoupon = z.infer<typeof updateCouponSchema>;

export const adminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** fixed: the points credited; topup_percent: null. */
  points: z.number().nullable(),
  /** topup_percent: percent of the next top-up and its cap in points; fixed: null. */
  percent: z.number().int().nullable(),
  maxPoints: z.number().nullable(),
  totalUses: z.number().int(),
  usedCount: z.number().int(),
  perMemberUses: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  firstTopupOnly: z.boolean(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const adminCouponsQuerySchema = pageQuerySchema(LIST_PAGE);

/**
 * A redemption: `credited` when its points were booked (a fixed coupon at once, a percent coupon
 * with its top-up), `pending` while a percent coupon waits for the member's next approved top-up.
 */
export const REDEMPTION_STATES = ['credited', 'pending'] as const;

export const couponRedemptionSchema = z.object({
  id: z.number().int(),
  couponId: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(COUPON_KINDS),
  memberId: z.number().int(),
  /** The operator's list shows it; the member's own list answers null. */
  loginId: z.string().nullable(),
  state: z.enum(REDEMPTION_STATES),
  /** Points credited (0 while pending). */
  points: z.number(),
  /** The top-up a percent coupon was credited with. */
  pointRequestId: z.number().int().nullable(),
  redeemedAt: z.string(),
  creditedAt: z.string().nullable(),
});
export type CouponRedemption = z.infer<typeof couponRedemptionSchema>;

export const adminRedemptionsQuerySchema = pageQuerySchema(LIST_PAGE);

/** Body of `POST /api/point/coupons/redeem`. */
export const redeemCouponSchema = z.object({ code: couponCodeSchema });
export type RedeemCoupon = z.infer<typeof redeemCouponSchema>;

/** Answer of the redeem call: the redemption and the member's balance after it. */
export const redeemCouponResultSchema = z.object({
  redemption: couponRedemptionSchema,
  balance: z.number(),
});
export type RedeemCouponResult = z.infer<typeof redeemCouponResultSchema>;

/** `GET /api/point/coupons`: the member's redemptions, newest first, and the one waiting for a top-up. */
export const memberCouponsSchema = z.object({
  pending: couponRedemptionSchema.extend({ percent: z.number().int(), maxPoints: z.number() }).nullable(),
  redemptions: z.array(couponRedemptionSchema),
});
export type MemberCoupons = z.infer<typeof memberCouponsSchema>;
