import { requestPayoutSchema } from '@smm/contract/referral';
import { FormError } from '../../../components/ui/form-error.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextFields, type TextFieldSpec } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { checkWith } from '../../../lib/form/form-check.ts';
import { useForm, useFormValues } from '../../../lib/form/use-form.ts';
import { formatPoint } from '../../../lib/format-point.ts';
import { useRequestPayout } from '../api/request-payout.ts';

const EMPTY = { amount: '', bank: '', accountNumber: '', holder: '' };
type Field = keyof typeof EMPTY;

/** Whole won as typed ('50,000' or '50000'); anything else is NaN for the contract to refuse. */
function wholeWon(text: string): number {
  const digits = text.replace(/,/g, '').trim();
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/** Asks for earned commission to be paid to a bank account; the operator approves or rejects it. */
export function PayoutForm({ withdrawable, minimum }: { withdrawable: number; minimum: number }) {
  const toast = useToast();
  const payout = useRequestPayout();
  const { values, set } = useFormValues(EMPTY);
  const form = useForm({
    errorId: 'payout-error',
    busy: payout.isPending,
    check: () => checkWith(requestPayoutSchema, { ...values, amount: wholeWon(values.amount) }),
    onValid: (body) =>
      payout.mutate(body, {
        onSuccess: () => {
          toast.show(
            `${formatPoint(body.amount)} 출금을 신청했습니다. 운영자 확인 후 입금됩니다.`,
            'success',
          );
          for (const key of Object.keys(EMPTY) as Field[]) set(key)('');
        },
        onError: (error) => toast.show(apiErrorMessage(error, '출금 신청에 실패했습니다.'), 'error'),
      }),
  });
  const fields: readonly TextFieldSpec<Field>[] = [
    {
      id: 'payout-amount',
      name: 'amount',
      label: '출금 금액 (원)',
      inputMode: 'numeric',
      autoComplete: 'off',
      hint: `최소 ${formatPoint(minimum)}, 최대 ${formatPoint(withdrawable)}`,
    },
    { id: 'payout-bank', name: 'bank', label: '은행', autoComplete: 'off', maxLength: 30 },
    {
      id: 'payout-account',
      name: 'accountNumber',
      label: '계좌번호',
      inputMode: 'numeric',
      autoComplete: 'off',
      maxLength: 30,
    },
    { id: 'payout-holder', name: 'holder', label: '예금주', autoComplete: 'off', maxLength: 30 },
  ];

  return (
    <form className="form" noValidate onSubmit={form.submit} aria-labelledby="payout-title">
      <h3 id="payout-title" className="account-referral__subtitle">
        추천인 수익 출금 신청
      </h3>
      <TextFields fields={fields} values={values} set={set} errorFor={form.errorFor} />
      <FormError id={form.errorId} message={form.issue?.message} />
      <SubmitButton pending={payout.isPending} pendingLabel="신청하는 중…" className="button button--primary">
        출금 신청
      </SubmitButton>
    </form>
  );
}
