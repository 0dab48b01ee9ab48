import { useState } from 'react';
import { chargeButtonLabel, formatWon, parseChargeButtonOptions } from '@smm/contract/format';
import { offeredPaymentTypes, PAYMENT_TYPE_LABELS, PaymentType } from '@smm/contract/enums';
import { paymentAmount } from '@smm/contract/money';
import { CHARGE_EXPIRY_HOURS, MAX_CHARGE_POINTS } from '@smm/contract/point';
import { isEnabled } from '@smm/contract/settings';
import { useSettings } from '../../../lib/settings/get-settings.ts';
import { FeeFields } from './fee-fields.tsx';

export function ChargeForm() {
  const settings = useSettings();
  const buttons = parseChargeButtonOptions(settings.POINT_CHARGE_BUTTON_OPTIONS);
  const feeTypes = offeredPaymentTypes(settings.ENABLE_PAYMENT_TYPE, isEnabled(settings, 'ENABLE_PAYMENT_FEE'));
  const [amount, setAmount] = useState(0);
  const [chosenFeeType, setFeeType] = useState<PaymentType | null>(null);
  const feeType = chosenFeeType !== null && feeTypes.includes(chosenFeeType) ? chosenFeeType : (feeTypes[0] ?? PaymentType.None);
  const pay = paymentAmount(amount, feeType === PaymentType.Fee);

  return (
    <form className="card form charge-form" noValidate onSubmit={(event) => event.preventDefault()} aria-labelledby="charge-title">
      <h2 id="charge-title" className="card__title">
        충전 신청
      </h2>
      <div className="field">
        <label className="field__label" htmlFor="charge-name">
          입금자명
        </label>
        <input id="charge-name" name="name" className="input" type="text" autoComplete="name" maxLength={30} />
      </div>

      <div className="field">
        <span className="field__label" id="charge-amount-label">
          충전 금액
        </span>
        <output className="charge-amount" aria-labelledby="charge-amount-label">
          {formatWon(amount)}원
        </output>
        <div className="chips" role="group" aria-label="충전 금액 추가">
          {buttons.map((value) => (
            <button
              key={value}
              type="button"
              className="chip"
              onClick={() => setAmount((current) => Math.min(current + value, MAX_CHARGE_POINTS))}
            >
              +{chargeButtonLabel(value)}
            </button>
          ))}
          <button type="button" className="chip chip--reset" onClick={() => setAmount(0)}>
            초기화
          </button>
        </div>
      </div>

      {feeTypes.length > 1 || feeTypes[0] !== PaymentType.None ? (
        <div className="field">
          <span className="field__label">증빙 서류</span>
          <div className="segmented" role="radiogroup" aria-label="증빙 서류">
            {feeTypes.map((type) => (
              <button
                key={type}
                type="button"
                role="radio"
                aria-checked={type === feeType}
                className="segmented__option"
                onClick={() => setFeeType(type)}
              >
                {PAYMENT_TYPE_LABELS[type]}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <FeeFields key={feeType} feeType={feeType} />

      <dl className="summary">
        <div className="summary__row summary__row--total">
          <dt>입금하실 금액</dt>
          <dd>{formatWon(pay)}원</dd>
        </div>
        {feeType === PaymentType.Fee ? <p className="field__hint">세금계산서 발행 시 부가세 10%가 더해집니다.</p> : null}
      </dl>

      <ul className="bullet-list">
        <li>결제는 무통장입금으로만 가능합니다.</li>
        <li>신청 후 {CHARGE_EXPIRY_HOURS}시간 안에 입금하지 않으면 신청이 자동으로 취소됩니다.</li>
        <li>입금이 확인되면 평균 1~10분 안에 포인트가 충전됩니다.</li>
        <li>환불은 결제 후 48시간 이내에만 가능하며, 사용한 포인트는 환불되지 않습니다.</li>
      </ul>

      <button type="submit" className="button button--primary button--large button--block">
        충전 신청
      </button>
    </form>
  );
}
