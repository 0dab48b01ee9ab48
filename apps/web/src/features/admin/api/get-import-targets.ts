import { queryOptions, useQuery } from '@tanstack/react-query';
import { importTargetsSchema, type ImportTargets } from '@smm/contract/admin-import';
import { api } from '../../../lib/api-client.ts';
import { importQueryKey } from './get-provider-catalog.ts';

/** GET /admin/import/catalog-targets: every platform and category, hidden ones included. */
export function getImportTargets() {
  return api.get<ImportTargets>('/admin/import/catalog-targets', importTargetsSchema);
}

export const importTargetsQuery = queryOptions({
  queryKey: [...importQueryKey, 'targets'],
  queryFn: getImportTargets,
});

export function useImportTargets() {
  return useQuery(importTargetsQuery);
}
