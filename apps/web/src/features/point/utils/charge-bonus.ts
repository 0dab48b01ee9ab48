import { depositBonusMilli, type DepositBonus } from '@smm/contract/deposit-bonus';
import type { MemberCoupons } from '@smm/contract/coupons';
import { fromMilli, toMilli } from '@smm/contract/money';

export interface ChargeBonus {
  /** The deposit bonus tier the amount reaches: its percent and the points it earns (0 when none). */
  depositPercent: number;
  deposit: number;
  /** The pending percent coupon's points for this amount (capped), or null when none waits. */
  coupon: { percent: number; maxPoints: number; points: number; capped: boolean } | null;
}

/** The highest tier percent `point` reaches, the same choice depositBonusMilli makes. */
function tierPercent(config: DepositBonus, point: number): number {
  if (!config.enabled || point <= 0) return 0;
  return config.tiers.reduce(
    (best, tier) => (point >= tier.minAmount && tier.percent > best ? tier.percent : best),
    0,
  );
}

/**
 * What a top-up of `point` earns on approval, in the server's arithmetic: the deposit bonus through
 * the contract's depositBonusMilli, and a waiting percent coupon as percent of the points rounded
 * down to a milli-point, at most its cap. Shown before the member asks; the server decides.
 */
export function chargeBonus(
  config: DepositBonus | undefined,
  pending: MemberCoupons['pending'] | undefined,
  point: number,
): ChargeBonus {
  const depositPercent = config ? tierPercent(config, point) : 0;
  const deposit = config ? fromMilli(depositBonusMilli(config, point)) : 0;
  if (!pending || !Number.isSafeInteger(point) || point <= 0)
    return { depositPercent, deposit, coupon: null };
  const uncappedMilli = point * pending.percent * 10;
  const capMilli = toMilli(pending.maxPoints);
  const capped = uncappedMilli > capMilli;
  return {
    depositPercent,
    deposit,
    coupon: {
      percent: pending.percent,
      maxPoints: pending.maxPoints,
      points: fromMilli(capped ? capMilli : uncappedMilli),
      capped,
    },
  };
}

/** The next tier above `point`, to tell the member how much more earns a bigger bonus. */
export function nextTier(config: DepositBonus | undefined, point: number) {
  if (!config?.enabled) return null;
  const current = tierPercent(config, point);
  return (
    [...config.tiers]
      .sort((a, b) => a.minAmount - b.minAmount)
      .find((tier) => tier.minAmount > point && tier.percent > current) ?? null
  );
}
