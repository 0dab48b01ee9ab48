import { useId } from 'react';
import type { ExchangeRateRow, ExchangeRateSaved } from '@smm/contract/admin-exchange-rates';
import { formatCount, formatDateTime } from '@smm/contract/format';
import { formatProviderMoney } from '../money/provider-money.ts';
import { ExchangeRateForm } from './exchange-rate-form.tsx';

/** One currency: its rate (or the warning that it has none), who changed it when, and its form. */
export function ExchangeRateCard({
  row,
  onSaved,
}: {
  row: ExchangeRateRow;
  onSaved: (saved: ExchangeRateSaved) => void;
}) {
  const titleId = useId();
  return (
    <li>
      <article className="card rate-card" aria-labelledby={titleId}>
        <div className="rate-card__head">
          <h2 className="card__title rate-card__title" id={titleId}>
            {row.currency}
          </h2>
          <span className="admin-tag">공급처 {formatCount(row.providers)}곳</span>
          {row.krwPerUnit === null ? <span className="admin-badge admin-badge--warn">환율 없음</span> : null}
        </div>
        {row.krwPerUnit === null ? (
          <p className="rate-card__value rate-card__value--missing">
            환율이 없어 이 통화의 공급처에서 가져오거나 가격을 맞출 수 없습니다.
          </p>
        ) : (
          <p className="rate-card__value">
            1 {row.currency} = {formatProviderMoney(row.krwPerUnit, 'KRW')}
          </p>
        )}
        <p className="rate-card__meta">
          마지막 변경{' '}
          {row.updatedAt
            ? `${formatDateTime(row.updatedAt)}${row.updatedByLoginId ? ` · ${row.updatedByLoginId}` : ''}`
            : '없음'}
        </p>
        <ExchangeRateForm
          key={row.krwPerUnit ?? ''}
          currency={row.currency}
          current={row.krwPerUnit}
          onSaved={onSaved}
        />
      </article>
    </li>
  );
}
