import { useQuery } from '@tanstack/react-query';
import { marketingReportSchema } from '@smm/contract/marketing-report';
import { api } from '../../../../lib/api-client.ts';
import { marketingQueryKey } from './marketing-keys.ts';

/** GET /admin/marketing/report?from&to: the levers' costs per KST day beside revenue. */
export function useMarketingReport(from: string, to: string) {
  return useQuery({
    queryKey: [...marketingQueryKey, 'report', from, to],
    queryFn: () => api.get(`/admin/marketing/report?from=${from}&to=${to}`, marketingReportSchema),
  });
}
