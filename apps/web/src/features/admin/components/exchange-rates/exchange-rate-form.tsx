import { useId } from 'react';
import {
  exchangeRateBodySchema,
  type ExchangeRateBody,
  type ExchangeRateSaved,
} from '@smm/contract/admin-exchange-rates';
import { EXCHANGE_RATE_MESSAGES as M } from '@smm/contract/admin-exchange-rates-messages';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { checkWith } from '../../../../lib/form/form-check.ts';
import { useForm, useFormValues } from '../../../../lib/form/use-form.ts';
import { useSetExchangeRate } from '../../api/set-exchange-rate.ts';

/**
 * Won per one unit of `currency`, checked by the contract's rule (> 0, at most 6 fraction digits,
 * Korean messages) and sent as the decimal text typed, so no float rounds it on the way.
 */
export function ExchangeRateForm({
  currency,
  current,
  onSaved,
}: {
  currency: string;
  current: string | null;
  onSaved: (saved: ExchangeRateSaved) => void;
}) {
  const id = useId();
  const toast = useToast();
  const save = useSetExchangeRate();
  const { values, set } = useFormValues({ krwPerUnit: current ?? '' });
  const form = useForm<ExchangeRateBody>({
    errorId: `${id}-error`,
    check: () => checkWith(exchangeRateBodySchema, { krwPerUnit: values.krwPerUnit.replaceAll(',', '') }),
    busy: save.isPending,
    onValid: (body) =>
      save.mutate(
        { currency, body },
        {
          onSuccess: (saved) => {
            toast.show(M.saved, 'success');
            onSaved(saved);
          },
          onError: (error) => toast.show(apiErrorMessage(error, '환율을 저장하지 못했습니다.'), 'error'),
        },
      ),
  });
  return (
    <form className="rate-card__form" noValidate onSubmit={form.submit} aria-label={`${currency} 환율 변경`}>
      <TextField
        id={`${id}-rate`}
        name="krwPerUnit"
        label={`1 ${currency}당 원화`}
        inputMode="decimal"
        autoComplete="off"
        placeholder="예: 1385.5"
        value={values.krwPerUnit}
        onChange={set('krwPerUnit')}
        errorId={form.errorFor('krwPerUnit')}
      />
      <SubmitButton pending={save.isPending} pendingLabel="저장 중…" className="button button--primary">
        {`${currency} 환율 저장`}
      </SubmitButton>
      <FormError id={form.errorId} message={form.issue?.message} />
    </form>
  );
}
