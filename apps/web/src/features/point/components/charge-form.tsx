import { useEffect, useRef } from 'react';
import { parseChargeButtonOptions } from '@smm/contract/charge-buttons';
import { formatWon } from '@smm/contract/format';
import { PaymentType } from '@smm/contract/enums';
import { MESSAGES } from '@smm/contract/messages';
import { CHARGE_EXPIRY_HOURS } from '@smm/contract/point';
import type { PointRequestCreated } from '@smm/contract/point-api';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiErrorMessage, isClientRefusal } from '../../../lib/api-error-message.ts';
import { useForm } from '../../../lib/form/use-form.ts';
import { useSettings } from '../../../lib/settings/get-settings.ts';
import { useGuestGuard } from '../../../lib/use-guest-guard.ts';
import { useCreatePointRequest } from '../api/create-point-request.ts';
import { useChargeForm } from '../hooks/use-charge-form.ts';
import { AmountField } from './amount-field.tsx';
import { ChargeBonusHint, ChargeBonusRows } from './charge-bonus-rows.tsx';
import { FeeFields } from './fee-fields.tsx';
import { FeeTypeField } from './fee-type-field.tsx';

const M = MESSAGES.charge;

/**
 * The toast of a failed request. A 4xx other than 401 carries the server's Korean reason (too many
 * pending requests, a fee type switched off meanwhile, a field the server refused), which tells the
 * member what to do; anything else (5xx, network, an unexpected answer) gets the spec's generic text.
 */
export function chargeFailureMessage(error: unknown): string {
  return apiErrorMessage(error, M.failure, {
    serverMessage: (status, message) => isClientRefusal(status) && /[가-힣]/.test(message),
  });
}

export function ChargeForm({
  onCreated,
  focusOnMount = false,
}: {
  onCreated: (created: PointRequestCreated, name: string) => void;
  /** Back from the deposit card: start at the name field. */
  focusOnMount?: boolean;
}) {
  const settings = useSettings();
  const toast = useToast();
  const charge = useChargeForm(settings);
  const mutation = useCreatePointRequest();
  const refuseGuest = useGuestGuard();
  // The mutation's pending flag reaches the button one render late; this blocks a second submit at once.
  const inFlight = useRef(false);
  const buttons = parseChargeButtonOptions(settings.POINT_CHARGE_BUTTON_OPTIONS);
  const pending = mutation.isPending;

  // Messages show under their fields after the first submit and then follow every edit.
  const form = useForm({
    busy: () => inFlight.current || pending,
    refuse: refuseGuest,
    check: charge.validate,
    toast: true,
    live: true,
    onValid: (request) => {
      inFlight.current = true;
      mutation.mutate(request, {
        onSuccess: (created) => {
          toast.show(M.success, 'success');
          onCreated(created, request.name);
        },
        onError: (error) => toast.show(chargeFailureMessage(error), 'error'),
        onSettled: () => {
          inFlight.current = false;
        },
      });
    },
  });
  const errors = form.fieldMessages;

  useEffect(() => {
    if (focusOnMount) document.getElementById('charge-name')?.focus();
  }, [focusOnMount]);

  return (
    <form
      className="card form charge-form"
      noValidate
      onSubmit={form.submit}
      aria-labelledby="charge-title"
      aria-busy={pending}
    >
      <h2 id="charge-title" className="card__title">
        충전 신청
      </h2>
      <TextField
        id="charge-name"
        name="name"
        label="입금자명"
        autoComplete="name"
        maxLength={30}
        placeholder="실제 입금하실 분의 이름"
        value={charge.name}
        message={errors.name}
        onChange={charge.setName}
      />

      <AmountField
        amount={charge.amount}
        buttons={buttons}
        error={errors.point}
        onAdd={charge.addAmount}
        onReset={charge.resetAmount}
      />

      {charge.feeTypes.length > 1 || charge.feeType !== PaymentType.None ? (
        <FeeTypeField feeTypes={charge.feeTypes} value={charge.feeType} onChange={charge.selectFeeType} />
      ) : null}
      <FeeFields
        feeType={charge.feeType}
        values={charge.feeValues}
        errors={errors}
        onChange={charge.setFeeValue}
      />

      <dl className="summary charge-summary" aria-label="결제 정보">
        {charge.taxInvoice ? (
          <>
            <div className="summary__row">
              <dt>충전 포인트</dt>
              <dd>{formatWon(charge.amount)}원</dd>
            </div>
            <div className="summary__row">
              <dt>부가세 (10%)</dt>
              <dd>{formatWon(charge.payAmount - charge.amount)}원</dd>
            </div>
          </>
        ) : null}
        <div className="summary__row summary__row--total">
          <dt>입금하실 금액</dt>
          <dd>
            {formatWon(charge.payAmount)}원
            {charge.taxInvoice ? <span className="charge-summary__note"> (부가세 10% 포함)</span> : null}
          </dd>
        </div>
        <ChargeBonusRows amount={charge.amount} />
      </dl>
      <ChargeBonusHint amount={charge.amount} />

      <ul className="bullet-list">
        <li>결제는 무통장입금으로만 가능합니다.</li>
        <li>신청 후 {CHARGE_EXPIRY_HOURS}시간 안에 입금하지 않으면 신청이 자동으로 취소됩니다.</li>
        <li>입금이 확인되면 평균 1~10분 안에 포인트가 충전됩니다.</li>
        <li>환불은 결제 후 48시간 이내에만 가능하며, 사용한 포인트는 환불되지 않습니다.</li>
      </ul>

      <SubmitButton pending={pending} pendingLabel="신청하는 중…">
        충전 신청
      </SubmitButton>
    </form>
  );
}
