import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { priceSyncProviderSchema, type PriceSyncProvider } from '@smm/contract/admin-import';
import { api } from '../../../lib/api-client.ts';
import { auditLogQueryKey } from './get-audit-log.ts';
import { importQueryKey } from './get-provider-catalog.ts';

/** Every price-sync query (providers, changes) starts with this key. */
export const priceSyncQueryKey = ['admin', 'price-sync'] as const;

/** GET /admin/price-sync/providers: each provider's sync setting, last check and open questions. */
export function getPriceSyncProviders() {
  return api.get<PriceSyncProvider[]>('/admin/price-sync/providers', z.array(priceSyncProviderSchema));
}

export const priceSyncProvidersQuery = queryOptions({
  queryKey: [...priceSyncQueryKey, 'providers'],
  queryFn: getPriceSyncProviders,
});

export function usePriceSyncProviders() {
  return useQuery(priceSyncProvidersQuery);
}

/** What a price-sync action changes: the sync view, the import screen (prices, hidden) and the log. */
export function useRefreshPriceSync() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [priceSyncQueryKey, importQueryKey, auditLogQueryKey].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
}
