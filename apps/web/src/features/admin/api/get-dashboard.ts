import { useQuery } from '@tanstack/react-query';
import { dashboardSchema, type Dashboard } from '@smm/contract/admin-dashboard';
import { api } from '../../../lib/api-client.ts';

export const dashboardQueryKey = ['admin', 'dashboard'] as const;

export function getDashboard(days: number) {
  return api.get<Dashboard>(`/admin/dashboard?days=${days}`, dashboardSchema);
}

/** The dashboard's figures; refreshed every minute while open, like the pending counts it shows. */
export function useDashboard(days: number) {
  return useQuery({
    queryKey: [...dashboardQueryKey, days],
    queryFn: () => getDashboard(days),
    refetchInterval: 60_000,
  });
}
