import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminOrderDetailSchema,
  type AdminOrderAction,
  type AdminOrderDetail,
} from '@smm/contract/admin-orders';
import { api } from '../../../lib/api-client.ts';
import { adminOrdersQueryKey } from './get-admin-orders.ts';

/** POST /admin/orders/{id}/{action}; the body is the action's (provider order id, delivered, memo). */
export function postOrderAction(id: number, action: AdminOrderAction, body: Record<string, unknown> = {}) {
  return api.post<AdminOrderDetail>(`/admin/orders/${id}/${action}`, body, adminOrderDetailSchema);
}

export function useOrderAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: AdminOrderAction; body?: Record<string, unknown> }) =>
      postOrderAction(id, action, body),
    // A refused action (409) also means the order changed: show what it is now.
    onSettled: () => client.invalidateQueries({ queryKey: adminOrdersQueryKey }),
  });
}
