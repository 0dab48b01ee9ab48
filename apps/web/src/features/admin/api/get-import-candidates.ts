import { queryOptions, useQuery } from '@tanstack/react-query';
import { importCandidatesSchema, type ImportCandidates } from '@smm/contract/admin-import';
import { api } from '../../../lib/api-client.ts';

/** Every query of the import screen starts with this key. */
export const importQueryKey = ['admin', 'import'] as const;

/** GET /admin/providers/{id}/import/candidates: the provider's live list with what we already import. */
export function getImportCandidates(providerId: number) {
  return api.get<ImportCandidates>(
    `/admin/providers/${providerId}/import/candidates`,
    importCandidatesSchema,
  );
}

export const importCandidatesQuery = (providerId: number) =>
  queryOptions({
    queryKey: [...importQueryKey, 'candidates', providerId],
    queryFn: () => getImportCandidates(providerId),
  });

export function useImportCandidates(providerId: number) {
  return useQuery(importCandidatesQuery(providerId));
}
