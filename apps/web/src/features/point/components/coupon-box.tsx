import { useState } from 'react';
import { redeemCouponSchema, type RedeemCouponResult } from '@smm/contract/coupons';
import { MESSAGES } from '@smm/contract/messages';
import { FormError } from '../../../components/ui/form-error.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiErrorMessage, isClientRefusal } from '../../../lib/api-error-message.ts';
import { checkWith } from '../../../lib/form/form-check.ts';
import { useForm } from '../../../lib/form/use-form.ts';
import { formatPoint } from '../../../lib/format-point.ts';
import { useGuestGuard } from '../../../lib/use-guest-guard.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useMyCoupons } from '../api/get-my-coupons.ts';
import { useRedeemCoupon } from '../api/redeem-coupon.ts';
import { CouponList } from './coupon-list.tsx';

/** What a redemption did, in the member's words: points now, or a bonus on the next top-up. */
export function redeemedMessage(result: RedeemCouponResult): string {
  const { redemption } = result;
  return redemption.state === 'credited'
    ? `쿠폰이 등록되어 ${formatPoint(redemption.points)}이 적립되었습니다.`
    : '쿠폰이 등록되었습니다. 다음 충전이 승인될 때 보너스가 함께 적립됩니다.';
}

/**
 * The coupon box of /point: a code the operator handed out (checked with the contract's rule, any
 * case), the server's Korean refusal when it does not apply, and the member's coupons below.
 */
export function CouponBox() {
  const member = useSession().state === 'authorization';
  const coupons = useMyCoupons(member);
  const redeem = useRedeemCoupon();
  const refuseGuest = useGuestGuard();
  const toast = useToast();
  const [code, setCode] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    errorId: 'coupon-error',
    busy: redeem.isPending,
    refuse: refuseGuest,
    check: () => checkWith(redeemCouponSchema, { code }),
    onValid: (body) => {
      setResult(null);
      setRefusal(null);
      redeem.mutate(body, {
        onSuccess: (answer) => {
          const message = redeemedMessage(answer);
          setResult(message);
          setCode('');
          toast.show(message, 'success');
        },
        onError: (error) => {
          const message = apiErrorMessage(error, MESSAGES.server.internal, {
            serverMessage: (status) => isClientRefusal(status),
          });
          setRefusal(message);
          toast.show(message, 'error');
        },
      });
    },
  });
  const pending = coupons.data?.pending;

  return (
    <section className="card form coupon-box" aria-labelledby="coupon-title">
      <h2 id="coupon-title" className="card__title">
        쿠폰 등록
      </h2>
      <form noValidate onSubmit={form.submit} aria-label="쿠폰 코드 입력">
        <div className="field">
          <label className="field__label" htmlFor="coupon-code">
            쿠폰 코드
          </label>
          <div className="coupon-box__row">
            <input
              id="coupon-code"
              name="code"
              className="input"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={30}
              placeholder="예: WELCOME-2026"
              value={code}
              aria-invalid={form.issue || refusal ? true : undefined}
              aria-describedby={form.issue || refusal ? 'coupon-error' : undefined}
              onChange={(event) => {
                setCode(event.target.value);
                setRefusal(null);
              }}
            />
            <button type="submit" className="button button--primary" disabled={redeem.isPending}>
              {redeem.isPending ? '등록 중…' : '쿠폰 등록'}
            </button>
          </div>
        </div>
        <FormError id="coupon-error" message={form.issue?.message ?? refusal} />
        {result ? (
          <p className="coupon-box__result" role="status">
            {result}
          </p>
        ) : null}
      </form>
      {pending ? (
        <p className="coupon-box__pending">
          다음 충전에 적용될 쿠폰: <strong>{pending.name}</strong> (충전 금액의 {pending.percent}%, 최대{' '}
          {formatPoint(pending.maxPoints)})
        </p>
      ) : null}
      {member ? <CouponList query={coupons} /> : null}
    </section>
  );
}
