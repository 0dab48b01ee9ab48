import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAutoOrderRowSchema, type AdminAutoOrderRow } from '@smm/contract/admin-orders';
import { api } from '../../../lib/api-client.ts';
import { adminOrdersQueryKey } from './get-admin-orders.ts';

export function cancelAutoOrder(id: number) {
  return api.post<AdminAutoOrderRow>(`/admin/auto-orders/${id}/cancel`, {}, adminAutoOrderRowSchema);
}

export function useCancelAutoOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cancelAutoOrder(id),
    onSettled: () => client.invalidateQueries({ queryKey: adminOrdersQueryKey }),
  });
}
