import { useState } from 'react';
import { createCouponSchema, type CouponKind, type CreateCoupon } from '@smm/contract/coupons';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { checkWith } from '../../../../lib/form/form-check.ts';
import { parseDecimalField } from '../../../../lib/form/parse-decimal-field.ts';
import { useForm, useFormValues } from '../../../../lib/form/use-form.ts';
import { useCreateCoupon } from '../../api/marketing/coupons.ts';
import { ConfirmChange, SavedNote, wholeNumber } from './confirm-change.tsx';
import { describeNewCoupon, kstInputToIso, kstInputValue } from './coupon-words.ts';

const blank = () => ({
  code: '',
  name: '',
  points: '',
  percent: '',
  maxPoints: '',
  totalUses: '100',
  perMemberUses: '1',
  validFrom: kstInputValue(),
  validTo: kstInputValue(30),
});

/** A new coupon code: fixed points, or a percent of the member's next top-up with a cap. */
export function CouponCreateForm() {
  const create = useCreateCoupon();
  const toast = useToast();
  const { values, set } = useFormValues(blank);
  const [kind, setKind] = useState<CouponKind>('fixed');
  const [firstTopupOnly, setFirstTopupOnly] = useState(false);
  const [pending, setPending] = useState<CreateCoupon | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm({
    errorId: 'coupon-create-error',
    busy: create.isPending,
    check: () =>
      checkWith(createCouponSchema, {
        kind,
        code: values.code,
        name: values.name,
        ...(kind === 'fixed'
          ? { points: parseDecimalField(values.points) }
          : { percent: wholeNumber(values.percent), maxPoints: wholeNumber(values.maxPoints) }),
        totalUses: wholeNumber(values.totalUses),
        perMemberUses: wholeNumber(values.perMemberUses),
        validFrom: kstInputToIso(values.validFrom),
        validTo: kstInputToIso(values.validTo),
        firstTopupOnly,
      }),
    onValid: setPending,
  });
  const field = (name: keyof ReturnType<typeof blank>) => ({
    name,
    value: values[name],
    errorId: form.errorFor(name),
    onChange: (value: string) => {
      setPending(null);
      set(name)(value);
    },
  });

  const send = (body: CreateCoupon) =>
    create.mutate(body, {
      onSuccess: (coupon) => {
        setPending(null);
        setSaved(`쿠폰 ${coupon.code}을(를) 만들었습니다.`);
        toast.show('쿠폰을 만들었습니다.', 'success');
        for (const key of ['code', 'name', 'points', 'percent', 'maxPoints'] as const) set(key)('');
      },
      onError: (error) => {
        setPending(null);
        toast.show(apiErrorMessage(error, '쿠폰을 만들지 못했습니다.'), 'error');
      },
    });

  return (
    <form
      className="form marketing-form"
      noValidate
      onSubmit={form.submit}
      aria-labelledby="coupon-create-title"
    >
      <h3 id="coupon-create-title">새 쿠폰</h3>
      <div className="marketing-grid">
        <TextField
          id="coupon-new-code"
          label="쿠폰 코드"
          autoComplete="off"
          maxLength={30}
          {...field('code')}
        />
        <TextField
          id="coupon-new-name"
          label="쿠폰 이름"
          autoComplete="off"
          maxLength={50}
          {...field('name')}
        />
      </div>
      <fieldset className="marketing-kind">
        <legend className="field__label">혜택</legend>
        {(
          [
            ['fixed', '포인트 지급'],
            ['topup_percent', '다음 충전 보너스 (%)'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="checkbox">
            <input
              type="radio"
              name="coupon-kind"
              checked={kind === value}
              onChange={() => {
                setPending(null);
                setKind(value);
              }}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {kind === 'fixed' ? (
        <TextField
          id="coupon-new-points"
          label="지급 포인트"
          inputMode="decimal"
          autoComplete="off"
          {...field('points')}
        />
      ) : (
        <div className="marketing-grid">
          <TextField
            id="coupon-new-percent"
            label="충전 금액의 (%)"
            inputMode="numeric"
            autoComplete="off"
            {...field('percent')}
          />
          <TextField
            id="coupon-new-cap"
            label="최대 지급 포인트"
            inputMode="numeric"
            autoComplete="off"
            {...field('maxPoints')}
          />
        </div>
      )}
      <div className="marketing-grid">
        <TextField
          id="coupon-new-total"
          label="총 사용 횟수"
          inputMode="numeric"
          autoComplete="off"
          {...field('totalUses')}
        />
        <TextField
          id="coupon-new-per-member"
          label="회원당 사용 횟수"
          inputMode="numeric"
          autoComplete="off"
          {...field('perMemberUses')}
        />
        <TextField
          id="coupon-new-from"
          label="사용 시작 (한국 시간)"
          type="datetime-local"
          {...field('validFrom')}
        />
        <TextField
          id="coupon-new-to"
          label="사용 종료 (한국 시간)"
          type="datetime-local"
          {...field('validTo')}
        />
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={firstTopupOnly}
          onChange={(event) => {
            setPending(null);
            setFirstTopupOnly(event.target.checked);
          }}
        />
        첫 충전 전 회원만 사용
      </label>
      <FormError id={form.errorId} message={form.issue?.message} />
      {pending ? (
        <ConfirmChange
          label="쿠폰 만들기 확인"
          question={describeNewCoupon(pending)}
          confirmLabel="만들기 확인"
          pending={create.isPending}
          onConfirm={() => send(pending)}
          onCancel={() => setPending(null)}
        />
      ) : (
        <button type="submit" className="button button--primary">
          쿠폰 만들기
        </button>
      )}
      <SavedNote text={saved} />
    </form>
  );
}
