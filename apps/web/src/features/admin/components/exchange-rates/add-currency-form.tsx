import { useState } from 'react';
import { exchangeRateParamsSchema } from '@smm/contract/admin-exchange-rates';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { checkWith, failWith } from '../../../../lib/form/form-check.ts';
import { useForm } from '../../../../lib/form/use-form.ts';

/**
 * A currency no provider uses yet (set its rate before connecting a panel that quotes in it): the
 * code is checked here, then its card opens with the rate form.
 */
export function AddCurrencyForm({
  taken,
  onAdd,
}: {
  taken: readonly string[];
  onAdd: (currency: string) => void;
}) {
  const [code, setCode] = useState('');
  const form = useForm<{ currency: string }>({
    errorId: 'add-currency-error',
    check: () => {
      const checked = checkWith(exchangeRateParamsSchema, { currency: code.toUpperCase() });
      if (checked.ok && taken.includes(checked.data.currency))
        return failWith(`${checked.data.currency} 환율은 이미 목록에 있습니다.`, 'currency');
      return checked;
    },
    onValid: ({ currency }) => {
      onAdd(currency);
      setCode('');
    },
  });
  return (
    <form
      className="card form rate-add"
      noValidate
      onSubmit={form.submit}
      aria-labelledby="add-currency-title"
    >
      <h2 className="card__title" id="add-currency-title">
        다른 통화 추가
      </h2>
      <p className="rate-card__meta">
        USD, EUR, INR처럼 영문 대문자 3자로 된 통화 코드를 넣으면 그 통화의 환율 입력 칸이 생깁니다.
      </p>
      <div className="rate-card__form">
        <TextField
          id="add-currency-code"
          name="currency"
          label="통화 코드"
          autoComplete="off"
          maxLength={3}
          placeholder="예: EUR"
          value={code}
          onChange={setCode}
          errorId={form.errorFor('currency')}
        />
        <button type="submit" className="button button--secondary">
          추가
        </button>
        <FormError id={form.errorId} message={form.issue?.message} />
      </div>
    </form>
  );
}
