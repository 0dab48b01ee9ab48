import type { Queryable } from '../../db/database.ts';
import type { ApprovedTopup, TopupRewards } from '../points/point-decision-service.ts';
import { creditDepositBonus } from './deposit-bonus-service.ts';

/**
 * One reward tied to an approved top-up; each books under its own ledger key. Returns the points a
 * coupon credited with it (0 for the others).
 */
export type TopupReward = (tx: Queryable, approved: ApprovedTopup) => Promise<number>;

/**
 * Everything an approved top-up earns beside its points, in the approval's transaction: the deposit
 * bonus first, then the levers that take part (a waiting percent coupon, the referrer's commission).
 * The approval runs once (pending -> accepted), so each runs once; their ledger keys back that up.
 */
export function createTopupRewards(others: readonly TopupReward[]): TopupRewards {
  return {
    async creditInTx(tx, approved) {
      await creditDepositBonus(tx, approved);
      let couponBonusMilli = 0;
      for (const reward of others) couponBonusMilli += await reward(tx, approved);
      return { couponBonusMilli };
    },
  };
}
