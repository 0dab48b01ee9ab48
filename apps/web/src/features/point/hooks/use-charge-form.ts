import { useState } from 'react';
import { offeredPaymentTypes, PaymentType } from '@smm/contract/enums';
import { paymentAmount } from '@smm/contract/money';
import {
  cashReceiptSchema,
  MAX_CHARGE_POINTS,
  pointRequestSchema,
  taxInvoiceSchema,
  type PointRequest,
} from '@smm/contract/point';
import { formIssues, type FormCheck } from '../../../lib/form/form-check.ts';
import { isEnabled, type SettingsMap } from '@smm/contract/settings-map';

export type FeeValues = Record<string, string>;

/** Messages keyed by field path: 'name', 'point', 'feeValue.company', ... */
export type ChargeErrors = Record<string, string>;

interface FeeState {
  /** The type the member picked (null: the first offered); `values` belong to this type. */
  type: PaymentType | null;
  values: FeeValues;
}

/**
 * State of the charge form: depositor name, the amount built by the add buttons, the fee type
 * offered by ENABLE_PAYMENT_TYPE / ENABLE_PAYMENT_FEE and its details. Changing the fee type
 * clears the details (spec section 4).
 */
export function useChargeForm(settings: SettingsMap) {
  const feeTypes = offeredPaymentTypes(
    settings.ENABLE_PAYMENT_TYPE,
    isEnabled(settings, 'ENABLE_PAYMENT_FEE'),
  );
  const [name, setName] = useState('');
  const [amount, setAmount] = useState(0);
  const [fee, setFee] = useState<FeeState>({ type: null, values: {} });

  // Settings can arrive (or change) after a pick: a type no longer offered falls back to the first.
  const feeType =
    fee.type !== null && feeTypes.includes(fee.type) ? fee.type : (feeTypes[0] ?? PaymentType.None);
  const feeValues = fee.type === feeType ? fee.values : {};
  const taxInvoice = feeType === PaymentType.Fee;

  return {
    name,
    setName,
    amount,
    /** Adds a button's amount, never past the largest charge the server accepts. */
    addAmount: (value: number) => setAmount((current) => Math.min(current + value, MAX_CHARGE_POINTS)),
    resetAmount: () => setAmount(0),
    feeTypes,
    feeType,
    selectFeeType: (type: PaymentType) =>
      setFee((current) => (current.type === type ? current : { type, values: {} })),
    feeValues,
    setFeeValue: (key: string, value: string) =>
      setFee((current) => ({
        type: feeType,
        values: { ...(current.type === feeType ? current.values : {}), [key]: value },
      })),
    taxInvoice,
    /** Won to transfer: 1.1 x the amount for a tax invoice (rounded up), else the amount. */
    payAmount: paymentAmount(amount, taxInvoice),
    validate: (): FormCheck<PointRequest> =>
      validateCharge({ name, point: amount, feeType, feeValue: feeValues }),
  };
}

export type ChargeForm = ReturnType<typeof useChargeForm>;

/**
 * The contract's pointRequestSchema decides. It checks the fee details only once the name and the
 * amount pass, so when those fail the fee schema runs too: the member sees every message at once.
 */
export function validateCharge(input: {
  name: string;
  point: number;
  feeType: PaymentType;
  feeValue: FeeValues;
}): FormCheck<PointRequest> {
  const parsed = pointRequestSchema.safeParse({
    ...input,
    feeValue: input.feeType === PaymentType.None ? undefined : input.feeValue,
  });
  if (parsed.success) return { ok: true, data: parsed.data };

  const issues = formIssues(parsed.error);
  const feeSchema =
    input.feeType === PaymentType.Fee
      ? taxInvoiceSchema
      : input.feeType === PaymentType.Cash
        ? cashReceiptSchema
        : null;
  if (feeSchema && !issues.some(({ field }) => field?.startsWith('feeValue.'))) {
    const fee = feeSchema.safeParse(input.feeValue);
    if (!fee.success) issues.push(...formIssues(fee.error, ['feeValue']));
  }
  return { ok: false, issues };
}
