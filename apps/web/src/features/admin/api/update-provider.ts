import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminProviderRowSchema, type AdminProviderUpdateInput } from '@smm/contract/admin-providers';
import { apiRequest } from '../../../lib/api-client.ts';
import { auditLogQueryKey } from './get-audit-log.ts';
import { providersQueryKey } from './get-providers.ts';

export function updateProvider(id: number, body: AdminProviderUpdateInput) {
  return apiRequest(`/admin/providers/${id}`, { method: 'PATCH', body, schema: adminProviderRowSchema });
}

/** PATCH /admin/providers/{id} (edit, turn off, turn on); refreshes the list and the audit log. */
export function useUpdateProvider(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminProviderUpdateInput) => updateProvider(id, body),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: providersQueryKey }),
        client.invalidateQueries({ queryKey: auditLogQueryKey }),
      ]);
    },
  });
}
