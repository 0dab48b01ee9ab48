import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatWon, parseChargeButtonOptions } from '@smm/contract/format';
import { PaymentType } from '@smm/contract/enums';
import { MESSAGES } from '@smm/contract/messages';
import { CHARGE_EXPIRY_HOURS } from '@smm/contract/point';
import type { PointRequestCreated } from '@smm/contract/point-api';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useSettings } from '../../../lib/settings/get-settings.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { useCreatePointRequest } from '../api/create-point-request.ts';
import { useChargeForm } from '../hooks/use-charge-form.ts';
import { AmountField } from './amount-field.tsx';
import { FeeFields } from './fee-fields.tsx';
import { FeeTypeField } from './fee-type-field.tsx';

const M = MESSAGES.charge;

/**
 * The toast of a failed request. A 4xx other than 401 carries the server's Korean reason (too many
 * pending requests, a fee type switched off meanwhile, a field the server refused), which tells the
 * member what to do; anything else (5xx, network, an unexpected answer) gets the spec's generic text.
 */
export function chargeFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) {
    const message = error.envelope?.message;
    if (message && /[가-힣]/.test(message)) return message;
  }
  return M.failure;
}

/** Element to focus for an error key: 'name', 'point' or 'feeValue.<field>'. */
function focusField(key: string | undefined): void {
  if (!key) return;
  const target =
    key === 'name'
      ? document.getElementById('charge-name')
      : key === 'point'
        ? document.querySelector<HTMLElement>('#charge-amount-buttons button')
        : document.getElementById(`fee-${key.replace(/^feeValue\./, '')}`);
  target?.focus();
}

export function ChargeForm({
  onCreated,
  focusOnMount = false,
}: {
  onCreated: (created: PointRequestCreated, name: string) => void;
  /** Back from the deposit card: start at the name field. */
  focusOnMount?: boolean;
}) {
  const { state } = useSession();
  const settings = useSettings();
  const toast = useToast();
  const form = useChargeForm(settings);
  const mutation = useCreatePointRequest();
  // Errors show after the first submit and then follow every edit.
  const [showErrors, setShowErrors] = useState(false);
  // The mutation's pending flag reaches the button one render late; this blocks a second submit at once.
  const inFlight = useRef(false);
  const buttons = parseChargeButtonOptions(settings.POINT_CHARGE_BUTTON_OPTIONS);
  const validation = showErrors ? form.validate() : null;
  const errors = validation && !validation.ok ? validation.errors : {};
  const pending = mutation.isPending;

  useEffect(() => {
    if (focusOnMount) document.getElementById('charge-name')?.focus();
  }, [focusOnMount]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || pending) return;
    if (state !== 'authorization') {
      toast.show(MESSAGES.account.guestRefused, 'error');
      return;
    }
    const result = form.validate();
    if (!result.ok) {
      setShowErrors(true);
      toast.show(result.first, 'error');
      focusField(Object.keys(result.errors)[0]);
      return;
    }
    inFlight.current = true;
    mutation.mutate(result.request, {
      onSuccess: (created) => {
        toast.show(M.success, 'success');
        onCreated(created, result.request.name);
      },
      onError: (error) => toast.show(chargeFailureMessage(error), 'error'),
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  return (
    <form
      className="card form charge-form"
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="charge-title"
      aria-busy={pending}
    >
      <h2 id="charge-title" className="card__title">
        충전 신청
      </h2>
      <div className="field">
        <label className="field__label" htmlFor="charge-name">
          입금자명
        </label>
        <input
          id="charge-name"
          name="name"
          className="input"
          type="text"
          autoComplete="name"
          maxLength={30}
          placeholder="실제 입금하실 분의 이름"
          value={form.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'charge-name-error' : undefined}
          onChange={(event) => form.setName(event.target.value)}
        />
        {errors.name ? (
          <p id="charge-name-error" className="field__error">
            {errors.name}
          </p>
        ) : null}
      </div>

      <AmountField
        amount={form.amount}
        buttons={buttons}
        error={errors.point}
        onAdd={form.addAmount}
        onReset={form.resetAmount}
      />

      {form.feeTypes.length > 1 || form.feeType !== PaymentType.None ? (
        <FeeTypeField feeTypes={form.feeTypes} value={form.feeType} onChange={form.selectFeeType} />
      ) : null}
      <FeeFields feeType={form.feeType} values={form.feeValues} errors={errors} onChange={form.setFeeValue} />

      <dl className="summary charge-summary" aria-label="결제 정보">
        {form.taxInvoice ? (
          <>
            <div className="summary__row">
              <dt>충전 포인트</dt>
              <dd>{formatWon(form.amount)}원</dd>
            </div>
            <div className="summary__row">
              <dt>부가세 (10%)</dt>
              <dd>{formatWon(form.payAmount - form.amount)}원</dd>
            </div>
          </>
        ) : null}
        <div className="summary__row summary__row--total">
          <dt>입금하실 금액</dt>
          <dd>
            {formatWon(form.payAmount)}원
            {form.taxInvoice ? <span className="charge-summary__note"> (부가세 10% 포함)</span> : null}
          </dd>
        </div>
      </dl>

      <ul className="bullet-list">
        <li>결제는 무통장입금으로만 가능합니다.</li>
        <li>신청 후 {CHARGE_EXPIRY_HOURS}시간 안에 입금하지 않으면 신청이 자동으로 취소됩니다.</li>
        <li>입금이 확인되면 평균 1~10분 안에 포인트가 충전됩니다.</li>
        <li>환불은 결제 후 48시간 이내에만 가능하며, 사용한 포인트는 환불되지 않습니다.</li>
      </ul>

      <button type="submit" className="button button--primary button--large button--block" disabled={pending}>
        {pending ? '신청하는 중…' : '충전 신청'}
      </button>
    </form>
  );
}
