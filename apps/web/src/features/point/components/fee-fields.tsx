import type { HTMLAttributes } from 'react';
import { PaymentType } from '@smm/contract/enums';
import { phoneDigits } from '../../../lib/phone-digits.ts';
import type { ChargeErrors, FeeValues } from '../hooks/use-charge-form.ts';

interface FieldSpec {
  key: string;
  label: string;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  /** Omitted for the phone, whose digits are capped after dashes and spaces go (`phoneDigits`). */
  maxLength?: number;
  /** A phone number: digits only, as the server wants it, however it was typed or pasted. */
  phone?: boolean;
}

const PHONE: Omit<FieldSpec, 'label'> = {
  key: 'phone',
  type: 'tel',
  autoComplete: 'tel-national',
  inputMode: 'numeric',
  placeholder: '01012345678',
  phone: true,
};

/** Tax-invoice fields in the order of the contract's taxInvoiceSchema (so messages come in order). */
export const TAX_INVOICE_FIELDS: readonly FieldSpec[] = [
  { key: 'company', label: '상호', autoComplete: 'organization', maxLength: 100 },
  {
    key: 'businessNumber',
    label: '사업자등록번호',
    inputMode: 'numeric',
    placeholder: '000-00-00000',
    maxLength: 12,
  },
  { key: 'leader', label: '대표자명', autoComplete: 'name', maxLength: 50 },
  { ...PHONE, label: '연락처' },
  { key: 'jobType', label: '업태', placeholder: '예: 서비스업', maxLength: 50 },
  { key: 'jobType2', label: '종목', placeholder: '예: 광고대행', maxLength: 50 },
  { key: 'address', label: '주소', autoComplete: 'street-address', maxLength: 200 },
  {
    key: 'email',
    label: '이메일',
    type: 'email',
    autoComplete: 'email',
    placeholder: '계산서를 받을 이메일',
    maxLength: 200,
  },
];

export const CASH_RECEIPT_FIELDS: readonly FieldSpec[] = [{ ...PHONE, label: '휴대전화 번호' }];

function FeeInput({
  spec,
  value,
  error,
  onChange,
}: {
  spec: FieldSpec;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = `fee-${spec.key}`;
  const errorId = `${id}-error`;
  return (
    <div className={spec.key === 'address' || spec.key === 'email' ? 'field fee-fields__wide' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {spec.label}
      </label>
      <input
        id={id}
        name={`feeValue.${spec.key}`}
        className="input"
        type={spec.type ?? 'text'}
        autoComplete={spec.autoComplete ?? 'off'}
        inputMode={spec.inputMode}
        placeholder={spec.placeholder}
        maxLength={spec.maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(spec.phone ? phoneDigits(event.target.value) : event.target.value)}
      />
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Details of the chosen fee document: tax invoice (business details) or cash receipt (phone). */
export function FeeFields({
  feeType,
  values,
  errors,
  onChange,
}: {
  feeType: PaymentType;
  values: FeeValues;
  errors: ChargeErrors;
  onChange: (key: string, value: string) => void;
}) {
  const fields =
    feeType === PaymentType.Fee
      ? TAX_INVOICE_FIELDS
      : feeType === PaymentType.Cash
        ? CASH_RECEIPT_FIELDS
        : null;
  if (!fields) return null;
  return (
    <fieldset className={feeType === PaymentType.Fee ? 'fee-fields fee-fields--grid' : 'fee-fields'}>
      <legend className="visually-hidden">
        {feeType === PaymentType.Fee ? '세금계산서 발행 정보' : '현금영수증 발급 정보'}
      </legend>
      {fields.map((spec) => (
        <FeeInput
          key={spec.key}
          spec={spec}
          value={values[spec.key] ?? ''}
          error={errors[`feeValue.${spec.key}`]}
          onChange={(value) => onChange(spec.key, value)}
        />
      ))}
    </fieldset>
  );
}
