import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSettingsSchema } from '@smm/contract/admin-settings';
import { api } from '../../../lib/api-client.ts';

export const adminSettingsQueryKey = ['admin', 'settings'] as const;

/** `GET /admin/settings`: every key's value ('' when never set). */
export function getAdminSettings() {
  return api.get('/admin/settings', adminSettingsSchema);
}

export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminSettingsQueryKey, queryFn: getAdminSettings });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
