import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { providerCatalogSchema, type ProviderCatalog } from '@smm/contract/admin-import';
import { api } from '../../../lib/api-client.ts';

/** Every query of the import screen starts with this key (an import refreshes them all). */
export const importQueryKey = ['admin', 'import'] as const;

/**
 * GET /admin/providers/{id}/services: the provider's whole catalogue (thousands of services, from
 * the server's short cache) with our won cost and what we already import. The page filters it in
 * memory as the operator types; `refresh` asks the provider again.
 */
export function getProviderCatalog(providerId: number, refresh = false) {
  return api.get<ProviderCatalog>(
    `/admin/providers/${providerId}/services${refresh ? '?refresh=1' : ''}`,
    providerCatalogSchema,
  );
}

export const providerCatalogQuery = (providerId: number) =>
  queryOptions({
    queryKey: [...importQueryKey, 'catalog', providerId],
    queryFn: () => getProviderCatalog(providerId),
    // Thousands of rows: kept while the operator works; the server's cache decides freshness.
    staleTime: 60_000,
  });

export function useProviderCatalog(providerId: number) {
  return useQuery(providerCatalogQuery(providerId));
}

/** Asks the provider again (past the server's cache) and shows the fresh list at once. */
export function useRefreshProviderCatalog(providerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => getProviderCatalog(providerId, true),
    onSuccess: (fresh) => client.setQueryData(providerCatalogQuery(providerId).queryKey, fresh),
  });
}
