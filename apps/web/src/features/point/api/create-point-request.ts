import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PointRequest } from '@smm/contract/point';
import type { PointRequestCreated } from '@smm/contract/point-api';
import { api } from '../../../lib/api-client.ts';
import { pointHistoryQueryKey } from './get-point-history.ts';

/** Opens a top-up request; the answer carries what the deposit card shows (amount, deadline, bank). */
export function createPointRequest(request: PointRequest): Promise<PointRequestCreated> {
  const { feeValue, ...rest } = request;
  return api.post<PointRequestCreated>('/service/point', feeValue === null ? rest : request);
}

/** Opening a request moves no money, so only the history (the new pending row) is refreshed. */
export function useCreatePointRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPointRequest,
    // Not awaited: the deposit card should not wait for the history refetch.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: pointHistoryQueryKey });
    },
  });
}
