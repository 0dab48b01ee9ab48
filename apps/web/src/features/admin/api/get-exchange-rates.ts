import { queryOptions, useQuery } from '@tanstack/react-query';
import { exchangeRatesSchema, type ExchangeRateRow } from '@smm/contract/admin-exchange-rates';
import { api } from '../../../lib/api-client.ts';

/** Every exchange rate query starts with this key. */
export const exchangeRatesQueryKey = ['admin', 'exchange-rates'] as const;

/** GET /admin/exchange-rates: every rate set, and each currency in use without one. */
export function getExchangeRates() {
  return api.get<ExchangeRateRow[]>('/admin/exchange-rates', exchangeRatesSchema);
}

export const exchangeRatesQuery = queryOptions({
  queryKey: exchangeRatesQueryKey,
  queryFn: getExchangeRates,
});

export function useExchangeRates() {
  return useQuery(exchangeRatesQuery);
}
