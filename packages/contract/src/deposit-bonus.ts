import { z } from 'zod';
import { MARKETING_MESSAGES } from './marketing-messages.ts';
import { MAX_CHARGE_POINTS } from './point.ts';

const M = MARKETING_MESSAGES.bonus;

/**
 * Deposit bonus (충전 보너스): the operator's tiers; a top-up of at least `minAmount` won earns
 * `percent` % more points, credited as its own ledger entry when the top-up is approved.
 * `GET/PUT /api/admin/marketing/deposit-bonus` (operator), `GET /api/point/deposit-bonus` (member).
 */
export const MAX_BONUS_TIERS = 10;

export const bonusTierSchema = z.object({
  minAmount: z
    .number({ error: M.tierAmountInvalid })
    .int(M.tierAmountInvalid)
    .min(1, M.tierAmountInvalid)
    .max(MAX_CHARGE_POINTS, M.tierAmountInvalid),
  percent: z
    .number({ error: M.tierPercentInvalid })
    .int(M.tierPercentInvalid)
    .min(1, M.tierPercentInvalid)
    .max(100, M.tierPercentInvalid),
});
export type BonusTier = z.infer<typeof bonusTierSchema>;

export const depositBonusSchema = z.object({
  enabled: z.boolean(),
  /** Answered sorted by minAmount ascending; accepted in any order. */
  tiers: z
    .array(bonusTierSchema)
    .max(MAX_BONUS_TIERS, M.tiersTooMany)
    .refine((t) => new Set(t.map((x) => x.minAmount)).size === t.length, M.tiersDuplicate),
});
export type DepositBonus = z.infer<typeof depositBonusSchema>;

/**
 * Bonus points a top-up of `point` whole points earns: the highest tier it reaches, percent of it,
 * rounded down to a milli-point (the store never pays a fraction it did not promise). The server
 * and the charge form both use this. Returns milli-points.
 */
export function depositBonusMilli(config: DepositBonus, point: number): number {
  if (!config.enabled || !Number.isSafeInteger(point) || point <= 0) return 0;
  let percent = 0;
  for (const tier of config.tiers)
    if (point >= tier.minAmount && tier.percent > percent) percent = tier.percent;
  // point is whole won: point * 1000 * percent / 100 = point * percent * 10, exact.
  return point * percent * 10;
}
