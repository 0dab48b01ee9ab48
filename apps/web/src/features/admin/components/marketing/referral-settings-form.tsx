import { useState } from 'react';
import { formatWon } from '@smm/contract/format';
import { referralSettingsSchema, type ReferralSettings } from '@smm/contract/referral';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { checkWith } from '../../../../lib/form/form-check.ts';
import { useForm, useFormValues } from '../../../../lib/form/use-form.ts';
import { useSaveReferralSettings } from '../../api/marketing/referral.ts';
import { ConfirmChange, SavedNote, wholeNumber } from './confirm-change.tsx';

export function describeReferral(s: ReferralSettings): string {
  if (!s.enabled) return '추천인 수익 꺼짐';
  const basis = s.basis === 'topup' ? '충전 금액' : '완료된 주문 금액';
  const payout = s.payoutEnabled ? `출금 허용 (최소 ${formatWon(s.payoutMinimum)}원)` : '출금 없음';
  return `추천인 수익 켜짐: 가입 후 ${s.months}개월 동안 ${basis}의 ${s.percent}%, ${payout}`;
}

/** The operator's referral commission terms. */
export function ReferralSettingsForm({ initial }: { initial: ReferralSettings }) {
  const save = useSaveReferralSettings();
  const toast = useToast();
  const { values, set } = useFormValues({
    percent: String(initial.percent),
    months: String(initial.months),
    payoutMinimum: String(initial.payoutMinimum),
  });
  const [enabled, setEnabled] = useState(initial.enabled);
  const [basis, setBasis] = useState(initial.basis);
  const [payoutEnabled, setPayoutEnabled] = useState(initial.payoutEnabled);
  const [pending, setPending] = useState<ReferralSettings | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm({
    errorId: 'referral-error',
    busy: save.isPending,
    check: () =>
      checkWith(referralSettingsSchema, {
        enabled,
        percent: wholeNumber(values.percent),
        basis,
        months: wholeNumber(values.months),
        payoutEnabled,
        payoutMinimum: wholeNumber(values.payoutMinimum),
      }),
    onValid: setPending,
  });
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    errorId: form.errorFor(name),
    onChange: (value: string) => {
      setPending(null);
      set(name)(value);
    },
  });
  const toggle = (setter: (on: boolean) => void) => (event: { target: { checked: boolean } }) => {
    setPending(null);
    setter(event.target.checked);
  };
  const send = (body: ReferralSettings) =>
    save.mutate(body, {
      onSuccess: (answer) => {
        setPending(null);
        setSaved(`저장했습니다. ${describeReferral(answer)}`);
        toast.show('추천인 수익 설정을 저장했습니다.', 'success');
      },
      onError: (error) => {
        setPending(null);
        toast.show(apiErrorMessage(error, '추천인 수익 설정 저장에 실패했습니다.'), 'error');
      },
    });

  return (
    <form className="form" noValidate onSubmit={form.submit} aria-label="추천인 수익 설정">
      <label className="checkbox">
        <input type="checkbox" checked={enabled} onChange={toggle(setEnabled)} />
        추천인 수익 적립
      </label>
      <fieldset className="marketing-kind">
        <legend className="field__label">적립 기준</legend>
        {(
          [
            ['topup', '추천한 회원의 충전'],
            ['order', '추천한 회원의 완료된 주문'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="checkbox">
            <input
              type="radio"
              name="referral-basis"
              checked={basis === value}
              onChange={() => {
                setPending(null);
                setBasis(value);
              }}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="marketing-grid">
        <TextField id="referral-percent" label="수익 비율 (%)" {...field('percent')} />
        <TextField id="referral-months" label="가입 후 적립 기간 (개월)" {...field('months')} />
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={payoutEnabled} onChange={toggle(setPayoutEnabled)} />
        추천인 수익 출금 허용
      </label>
      <TextField id="referral-payout-minimum" label="최소 출금 금액 (원)" {...field('payoutMinimum')} />
      <FormError id={form.errorId} message={form.issue?.message} />
      {pending ? (
        <ConfirmChange
          label="추천인 수익 설정 저장 확인"
          question={`${describeReferral(pending)}(으)로 저장합니다.`}
          confirmLabel="저장 확인"
          pending={save.isPending}
          onConfirm={() => send(pending)}
          onCancel={() => setPending(null)}
        />
      ) : (
        <button type="submit" className="button button--primary">
          추천인 수익 설정 저장
        </button>
      )}
      <SavedNote text={saved} />
    </form>
  );
}
