import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSettingsSchema, type SettingsPatch } from '@smm/contract/admin-settings';
import { apiRequest } from '../../../lib/api-client.ts';
import { settingsQueryKey } from '../../../lib/settings/get-settings.ts';
import { auditLogQueryKey } from './get-audit-log.ts';
import { adminSettingsQueryKey } from './get-admin-settings.ts';

/** `PATCH /admin/settings {key: value}`: all or nothing; answers every key after the change. */
export function updateSettings(patch: SettingsPatch) {
  return apiRequest('/admin/settings', { method: 'PATCH', body: patch, schema: adminSettingsSchema });
}

/**
 * Saves settings and refreshes the storefront's settings in this browser at once (the header's
 * colour, the flags), not after the storefront's one-hour cache: the server answers settings with
 * `no-cache`, so this refetch cannot be served a stale copy.
 */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: async (saved) => {
      client.setQueryData(adminSettingsQueryKey, saved);
      await Promise.all([
        client.invalidateQueries({ queryKey: settingsQueryKey, refetchType: 'all' }),
        client.invalidateQueries({ queryKey: auditLogQueryKey }),
      ]);
    },
  });
}
