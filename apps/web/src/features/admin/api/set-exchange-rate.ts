import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  exchangeRateSavedSchema,
  type ExchangeRateBody,
  type ExchangeRateSaved,
} from '@smm/contract/admin-exchange-rates';
import { apiRequest } from '../../../lib/api-client.ts';
import { auditLogQueryKey } from './get-audit-log.ts';
import { exchangeRatesQueryKey } from './get-exchange-rates.ts';
import { importQueryKey } from './get-provider-catalog.ts';
import { priceSyncQueryKey } from './get-price-sync-providers.ts';
import { catalogueQueryKey } from './get-catalogue.ts';

/** PUT /admin/exchange-rates/{currency}: saves the rate and re-prices that currency's services. */
export function setExchangeRate(currency: string, body: ExchangeRateBody) {
  return apiRequest<ExchangeRateSaved>(`/admin/exchange-rates/${encodeURIComponent(currency)}`, {
    method: 'PUT',
    body,
    schema: exchangeRateSavedSchema,
  });
}

/**
 * Saves a rate; the rates, the import's won prices, the catalogue's costs and margins, the price
 * changes waiting and the audit log all moved with it.
 */
export function useSetExchangeRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ currency, body }: { currency: string; body: ExchangeRateBody }) =>
      setExchangeRate(currency, body),
    onSettled: async () => {
      await Promise.all(
        [exchangeRatesQueryKey, importQueryKey, priceSyncQueryKey, catalogueQueryKey, auditLogQueryKey].map(
          (queryKey) => client.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
