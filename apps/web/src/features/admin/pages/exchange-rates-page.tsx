import { useState } from 'react';
import type { ExchangeRateRow, ExchangeRateSaved } from '@smm/contract/admin-exchange-rates';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useExchangeRates } from '../api/get-exchange-rates.ts';
import { AddCurrencyForm } from '../components/exchange-rates/add-currency-form.tsx';
import { ExchangeRateCard } from '../components/exchange-rates/exchange-rate-card.tsx';
import { RepriceResult } from '../components/exchange-rates/reprice-result.tsx';
import '../components/import/import-console.css';
import '../components/exchange-rates/exchange-rates.css';

/**
 * /admin/exchange-rates: won per unit of each currency the providers quote in. Saving a rate
 * re-prices that currency's services the way each provider's price sync is set (at once, or listed
 * for approval) and says what it did.
 */
export function ExchangeRatesPage() {
  const rates = useExchangeRates();
  const [added, setAdded] = useState<string[]>([]);
  const [saved, setSaved] = useState<ExchangeRateSaved | null>(null);
  const listed = rates.data?.map((r) => r.currency) ?? [];
  // A currency added here shows as a card without a rate until it is saved (then the server lists it).
  const extra: ExchangeRateRow[] = added
    .filter((c) => !listed.includes(c))
    .map((currency) => ({
      currency,
      krwPerUnit: null,
      updatedAt: null,
      updatedByLoginId: null,
      providers: 0,
    }));

  return (
    <section className="page">
      <PageHeader
        title="환율"
        description="달러 등 외화로 단가를 받는 공급처의 원가를 원화로 바꾸는 기준입니다. 환율을 바꾸면 그 통화 공급처의 서비스 판매가를 가격 동기화 방식대로 다시 계산합니다."
      />
      {saved ? <RepriceResult saved={saved} onClose={() => setSaved(null)} /> : null}
      {rates.isPending ? (
        <LoadingState />
      ) : rates.error ? (
        <ErrorNotice error={rates.error} onRetry={() => void rates.refetch()} />
      ) : (
        <>
          {rates.data.length + extra.length === 0 ? (
            <p className="card empty-text">
              외화로 단가를 받는 공급처가 없습니다. 원화(KRW) 공급처는 환율 없이 그대로 계산합니다.
            </p>
          ) : (
            <ul className="rate-list" aria-label="환율 목록">
              {[...rates.data, ...extra].map((row) => (
                <ExchangeRateCard key={row.currency} row={row} onSaved={setSaved} />
              ))}
            </ul>
          )}
          <AddCurrencyForm
            taken={[...listed, ...extra.map((r) => r.currency)]}
            onAdd={(currency) => setAdded((old) => [...old, currency])}
          />
        </>
      )}
    </section>
  );
}
