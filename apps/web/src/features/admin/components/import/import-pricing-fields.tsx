import { Link } from 'react-router';
import { missingRateMessage } from '@smm/contract/admin-import';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { ADMIN_EXCHANGE_RATES_PATH } from '../../admin-paths.ts';
import { formatProviderMoney } from '../money/provider-money.ts';

export type PricingValues = {
  markupPercent: string;
  minUnitPrice: string;
};

/** How the imported services are priced: the markup, an optional minimum, and the rate it uses. */
export function ImportPricingFields({
  values,
  set,
  errorFor,
  currency,
  krwPerUnit,
}: {
  values: PricingValues;
  set: (key: keyof PricingValues) => (value: string) => void;
  errorFor: (field: string) => string | null;
  currency: string;
  krwPerUnit: string | null;
}) {
  return (
    <fieldset className="card import-targets">
      <legend className="import-targets__legend">가격</legend>
      <p className="import-rate-note">
        {currency === 'KRW' ? (
          '공급처 단가가 원화(KRW)입니다.'
        ) : krwPerUnit === null ? (
          <span className="admin-loss">
            {missingRateMessage(currency)}{' '}
            <Link className="text-link" to={ADMIN_EXCHANGE_RATES_PATH}>
              환율 입력하기
            </Link>
          </span>
        ) : (
          <>
            공급처 단가는 {currency}입니다. 1 {currency} = {formatProviderMoney(krwPerUnit, 'KRW')}으로 원가를
            계산합니다.{' '}
            <Link className="text-link" to={ADMIN_EXCHANGE_RATES_PATH}>
              환율 바꾸기
            </Link>
          </>
        )}
      </p>
      <div className="import-targets__grid">
        <TextField
          id="import-markup"
          name="markupPercent"
          label="마진율 (%)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="예: 30"
          hint="원가에 붙일 비율입니다. 판매가는 1포인트의 1/1000 단위로 올림합니다."
          value={values.markupPercent}
          onChange={set('markupPercent')}
          errorId={errorFor('markupPercent')}
        />
        <TextField
          id="import-min-price"
          name="minUnitPrice"
          label={
            <>
              최소 단가 (1개당 포인트) <span className="field__optional">(선택)</span>
            </>
          }
          inputMode="decimal"
          autoComplete="off"
          placeholder="예: 0.5"
          hint="계산한 판매가가 이보다 낮으면 이 값으로 팝니다."
          value={values.minUnitPrice}
          onChange={set('minUnitPrice')}
          errorId={errorFor('minUnitPrice')}
        />
      </div>
    </fieldset>
  );
}
