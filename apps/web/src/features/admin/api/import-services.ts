import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importResultSchema, type ImportRequest, type ImportResult } from '@smm/contract/admin-import';
import { api } from '../../../lib/api-client.ts';
import { auditLogQueryKey } from './get-audit-log.ts';
import { importQueryKey } from './get-provider-catalog.ts';
import { priceSyncQueryKey } from './get-price-sync-providers.ts';

/** POST /admin/providers/{id}/import. */
export function importServices(providerId: number, body: ImportRequest) {
  return api.post<ImportResult>(`/admin/providers/${providerId}/import`, body, importResultSchema);
}

/** Imports, then refreshes the candidates (now marked imported), the targets, the sync view and the log. */
export function useImportServices(providerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportRequest) => importServices(providerId, body),
    onSettled: async () => {
      await Promise.all(
        [importQueryKey, priceSyncQueryKey, auditLogQueryKey].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
