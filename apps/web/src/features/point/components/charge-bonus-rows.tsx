import { formatWon } from '@smm/contract/format';
import { useSession } from '../../../lib/session/use-session.ts';
import { useDepositBonus } from '../api/get-deposit-bonus.ts';
import { useMyCoupons } from '../api/get-my-coupons.ts';
import { chargeBonus, nextTier } from '../utils/charge-bonus.ts';

/**
 * Rows of the charge form's summary: the deposit bonus the chosen amount earns (from the operator's
 * tiers) and a waiting percent coupon's points, before the member asks. Both are credited on
 * approval; the server computes them again with the same contract arithmetic.
 */
function useChargeBonus(amount: number) {
  const member = useSession().state === 'authorization';
  const config = useDepositBonus(member).data;
  const pending = useMyCoupons(member).data?.pending;
  return { bonus: chargeBonus(config, pending, amount), next: nextTier(config, amount) };
}

export function ChargeBonusRows({ amount }: { amount: number }) {
  const { bonus } = useChargeBonus(amount);
  const total = amount + bonus.deposit + (bonus.coupon?.points ?? 0);

  return (
    <>
      {bonus.deposit > 0 ? (
        <div className="summary__row charge-summary__bonus">
          <dt>충전 보너스</dt>
          <dd>
            +{formatWon(bonus.deposit)}원 ({bonus.depositPercent}%)
          </dd>
        </div>
      ) : null}
      {bonus.coupon && bonus.coupon.points > 0 ? (
        <div className="summary__row charge-summary__bonus">
          <dt>쿠폰 보너스</dt>
          <dd>
            +{formatWon(bonus.coupon.points)}원 ({bonus.coupon.percent}%
            {bonus.coupon.capped ? `, 최대 ${formatWon(bonus.coupon.maxPoints)}원` : ''})
          </dd>
        </div>
      ) : null}
      {total > amount ? (
        <div className="summary__row">
          <dt>적립될 포인트</dt>
          <dd>{formatWon(total)}원</dd>
        </div>
      ) : null}
    </>
  );
}

/** Under the summary: how much more earns a bigger bonus (the next tier above the amount). */
export function ChargeBonusHint({ amount }: { amount: number }) {
  const { next } = useChargeBonus(amount);
  if (!next) return null;
  return (
    <p className="charge-bonus-hint">
      {formatWon(next.minAmount)}원 이상 충전하면 {next.percent}% 충전 보너스가 적립됩니다.
    </p>
  );
}
