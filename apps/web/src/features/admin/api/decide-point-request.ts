import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPointRequestSchema } from '@smm/contract/point-api';
import { api } from '../../../lib/api-client.ts';
import { bankDepositsQueryKey } from './get-bank-deposits.ts';
import { dashboardQueryKey } from './get-dashboard.ts';
import { pointRequestsQueryKey } from './get-point-requests.ts';

export type PointDecision =
  { id: number; action: 'approve' } | { id: number; action: 'reject'; reason: string };

/** POST /admin/point-requests/:id/approve|reject. */
export function decidePointRequest(decision: PointDecision) {
  const path = `/admin/point-requests/${decision.id}/${decision.action}`;
  const body = decision.action === 'reject' ? { reason: decision.reason || undefined } : undefined;
  return api.post(path, body, adminPointRequestSchema);
}

export function useDecidePointRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePointRequest,
    // A 409 (decided meanwhile) also refreshes: the list then shows who decided.
    onSettled: async () => {
      await Promise.all(
        [pointRequestsQueryKey, bankDepositsQueryKey, dashboardQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
