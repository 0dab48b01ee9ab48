import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { adminCatalogueSchema, type AdminCatalogue } from '@smm/contract/admin-catalogue';
import { api } from '../../../lib/api-client.ts';
import { auditLogQueryKey } from './get-audit-log.ts';

export const catalogueQueryKey = ['admin', 'catalogue'] as const;

export function getCatalogue() {
  return api.get<AdminCatalogue>('/admin/catalogue', adminCatalogueSchema);
}

export function useCatalogue() {
  return useQuery(queryOptions({ queryKey: catalogueQueryKey, queryFn: getCatalogue }));
}

/**
 * After any catalogue write: the console's catalogue, the audit log and the storefront's own
 * catalogue queries (all keyed under 'catalog'), so the operator's storefront tab shows it too.
 */
export function refreshCatalogue(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: catalogueQueryKey }),
    client.invalidateQueries({ queryKey: auditLogQueryKey }),
    client.invalidateQueries({ queryKey: ['catalog'] }),
  ]);
}
