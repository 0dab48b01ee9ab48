import { chargeButtonLabel } from '@smm/contract/charge-buttons';
import { formatWon } from '@smm/contract/format';

/** The amount: shown large, built only with the add buttons of POINT_CHARGE_BUTTON_OPTIONS. */
export function AmountField({
  amount,
  buttons,
  error,
  onAdd,
  onReset,
}: {
  amount: number;
  buttons: readonly number[];
  error?: string;
  onAdd: (value: number) => void;
  onReset: () => void;
}) {
  return (
    <div className="field">
      <span className="field__label" id="charge-amount-label">
        충전 금액
      </span>
      <output className="charge-amount" aria-labelledby="charge-amount-label">
        {formatWon(amount)}원
      </output>
      <div
        id="charge-amount-buttons"
        data-field="point"
        className="chips charge-amount__buttons"
        role="group"
        aria-label="충전 금액 추가"
        aria-describedby={error ? 'charge-amount-error' : undefined}
      >
        {buttons.map((value) => (
          <button key={value} type="button" className="chip" onClick={() => onAdd(value)}>
            +{chargeButtonLabel(value)}
          </button>
        ))}
        <button type="button" className="chip chip--reset" aria-label="충전 금액 초기화" onClick={onReset}>
          초기화
        </button>
      </div>
      {error ? (
        <p id="charge-amount-error" className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
