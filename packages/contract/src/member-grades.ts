import { z } from 'zod';
import { MARKETING_MESSAGES } from './marketing-messages.ts';

const M = MARKETING_MESSAGES.grade;
const P = MARKETING_MESSAGES.pricing;

/**
 * Member grades (회원 등급) and member prices. A member's grade is the highest whose `minSpend`
 * their spend over the last `periodDays` days reaches (spend: points paid for orders less their
 * refunds), unless the operator pinned one. A member's own discount, or a fixed unit price for a
 * service, wins over the grade's discount. Prices never go below the provider's cost unless the
 * member's `allowBelowCost` is on.
 * Operator: `GET/PUT /api/admin/marketing/grades`, `GET/PUT /api/admin/members/{id}/pricing`.
 * Member: `GET /api/member/pricing`; `GET /api/service/services` with the member's token answers
 * the member's prices.
 */
export const MAX_GRADES = 10;
export const MAX_DISCOUNT_PERCENT = 90;

const discount = z
  .number({ error: M.discountInvalid })
  .int(M.discountInvalid)
  .min(0, M.discountInvalid)
  .max(MAX_DISCOUNT_PERCENT, M.discountInvalid);

export const gradeInputSchema = z.object({
  /** Absent for a new grade; an existing grade keeps its id (members hold it). */
  id: z.number().int().positive().optional(),
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(20, M.nameRequired),
  /** Spend in whole points over the period from which the grade applies. */
  minSpend: z
    .number({ error: MARKETING_MESSAGES.amountInvalid })
    .int(MARKETING_MESSAGES.amountInvalid)
    .min(0, MARKETING_MESSAGES.amountInvalid)
    .max(1_000_000_000, MARKETING_MESSAGES.amountInvalid),
  discountPercent: discount,
});

/** Body of `PUT /api/admin/marketing/grades`: the whole list; grades left out are removed. */
export const gradesConfigInputSchema = z.object({
  periodDays: z
    .number({ error: M.periodInvalid })
    .int(M.periodInvalid)
    .min(1, M.periodInvalid)
    .max(365, M.periodInvalid),
  grades: z
    .array(gradeInputSchema)
    .max(MAX_GRADES, M.tooMany)
    .refine((g) => new Set(g.map((x) => x.name)).size === g.length, M.namesDuplicate)
    .refine((g) => new Set(g.map((x) => x.minSpend)).size === g.length, M.thresholdsDuplicate)
    .refine((g) => g.length === 0 || g.some((x) => x.minSpend === 0), M.firstFromZero),
});
export type GradesConfigInput = z.infer<typeof gradesConfigInputSchema>;

export const gradeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  minSpend: z.number().int(),
  discountPercent: z.number().int(),
  /** Members holding the grade now. */
  memberCount: z.number().int(),
});
export type Grade = z.infer<typeof gradeSchema>;

/** Answer of `GET/PUT /api/admin/marketing/grades`: grades by minSpend ascending. */
export const gradesConfigSchema = z.object({ periodDays: z.number().int(), grades: z.array(gradeSchema) });
export type GradesConfig = z.infer<typeof gradesConfigSchema>;

const unitPrice = z
  .number({ error: P.priceInvalid })
  .min(0, P.priceInvalid)
  .max(1_000_000, P.priceInvalid)
  .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, P.priceInvalid);

/** Body of `PUT /api/admin/members/{id}/pricing`: the member's whole pricing; null clears a part. */
export const memberPricingInputSchema = z.object({
  /** Grade the operator pins; null lets the sweep decide from spend. */
  pinnedGradeId: z.number().int().positive().nullable(),
  /** The member's own discount, winning over the grade's; null: the grade's applies. */
  discountPercent: discount.nullable(),
  allowBelowCost: z.boolean(),
  servicePrices: z
    .array(z.object({ serviceId: z.number().int().positive(), unitPrice }))
    .max(500, P.tooMany)
    .refine((p) => new Set(p.map((x) => x.serviceId)).size === p.length, P.servicesDuplicate),
});
export type MemberPricingInput = z.infer<typeof memberPricingInputSchema>;

export const memberPricingSchema = z.object({
  memberId: z.number().int(),
  /** The grade that applies now (pinned or computed), null when no grades are set. */
  grade: z.object({ id: z.number().int(), name: z.string(), discountPercent: z.number().int() }).nullable(),
  pinnedGradeId: z.number().int().nullable(),
  /** Spend over the grade period, in points. */
  periodSpend: z.number(),
  discountPercent: z.number().int().nullable(),
  allowBelowCost: z.boolean(),
  servicePrices: z.array(
    z.object({ serviceId: z.number().int(), serviceName: z.string(), unitPrice: z.number() }),
  ),
});
export type MemberPricing = z.infer<typeof memberPricingSchema>;

/** `GET /api/member/pricing`: what the order page shows beside the price. */
export const myPricingSchema = z.object({
  gradeName: z.string().nullable(),
  /** The discount that applies to every service without a fixed price (member's own or the grade's). */
  discountPercent: z.number().int(),
  /** Services whose price for this member differs from the list price. */
  prices: z.array(z.object({ serviceId: z.number().int(), unitPrice: z.number(), listPrice: z.number() })),
});
export type MyPricing = z.infer<typeof myPricingSchema>;

/**
 * The member's unit price in milli-points: a fixed price wins, else the list price less the discount,
 * rounded up to a milli-point (the store's side); never below the provider's cost unless allowed, and
 * never above the list price by the floor. The server computes every charged price with this.
 */
export function memberUnitPriceMilli(p: {
  listMilli: number;
  costMilli: number | null;
  fixedMilli: number | null;
  discountPercent: number;
  allowBelowCost: boolean;
}): number {
  const priced = p.fixedMilli ?? p.listMilli - Math.floor((p.listMilli * p.discountPercent) / 100);
  if (p.allowBelowCost || p.costMilli === null || priced >= p.costMilli) return priced;
  // Lifted to the cost, but never above the list price: a list price the operator set below cost stays.
  return Math.min(p.costMilli, Math.max(p.listMilli, priced));
}
