import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminProviderRowSchema, type AdminProviderCreateInput } from '@smm/contract/admin-providers';
import { api } from '../../../lib/api-client.ts';
import { auditLogQueryKey } from './get-audit-log.ts';
import { providersQueryKey } from './get-providers.ts';

export function createProvider(body: AdminProviderCreateInput) {
  return api.post('/admin/providers', body, adminProviderRowSchema);
}

/** POST /admin/providers; refreshes the provider list and the audit log. */
export function useCreateProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProvider,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: providersQueryKey }),
        client.invalidateQueries({ queryKey: auditLogQueryKey }),
      ]);
    },
  });
}
