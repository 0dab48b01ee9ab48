import { useRef, type KeyboardEvent } from 'react';
import { PAYMENT_TYPE_LABELS, type PaymentType } from '@smm/contract/enums';

/** Fee document choice as a radio group: arrow keys move and select, one tab stop (the checked one). */
export function FeeTypeField({
  feeTypes,
  value,
  onChange,
}: {
  feeTypes: readonly PaymentType[];
  value: PaymentType;
  onChange: (type: PaymentType) => void;
}) {
  const group = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = (feeTypes.indexOf(value) + step + feeTypes.length) % feeTypes.length;
    const next = feeTypes[index];
    if (next === undefined) return;
    onChange(next);
    group.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[index]?.focus();
  };

  return (
    <div className="field">
      <span className="field__label" id="charge-fee-type-label">
        증빙 서류
      </span>
      <div
        ref={group}
        className="segmented"
        role="radiogroup"
        aria-labelledby="charge-fee-type-label"
        onKeyDown={onKeyDown}
      >
        {feeTypes.map((type) => (
          <button
            key={type}
            type="button"
            role="radio"
            aria-checked={type === value}
            tabIndex={type === value ? 0 : -1}
            className="segmented__option"
            onClick={() => onChange(type)}
          >
            {PAYMENT_TYPE_LABELS[type]}
          </button>
        ))}
      </div>
    </div>
  );
}
