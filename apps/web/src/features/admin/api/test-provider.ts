import { useMutation, useQueryClient } from '@tanstack/react-query';
import { providerTestResultSchema } from '@smm/contract/admin-providers';
import { api } from '../../../lib/api-client.ts';
import { auditLogQueryKey } from './get-audit-log.ts';
import { providersQueryKey } from './get-providers.ts';

export function testProvider(id: number) {
  return api.post(`/admin/providers/${id}/test`, undefined, providerTestResultSchema);
}

/** POST /admin/providers/{id}/test; the balance it read shows in the list, so the list refreshes. */
export function useTestProvider(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => testProvider(id),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: providersQueryKey }),
        client.invalidateQueries({ queryKey: auditLogQueryKey }),
      ]);
    },
  });
}
