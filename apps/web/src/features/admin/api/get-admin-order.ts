import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminOrderDetailSchema, type AdminOrderDetail } from '@smm/contract/admin-orders';
import { api } from '../../../lib/api-client.ts';
import { adminOrdersQueryKey } from './get-admin-orders.ts';

export function getAdminOrder(id: number) {
  return api.get<AdminOrderDetail>(`/admin/orders/${id}`, adminOrderDetailSchema);
}

export const adminOrderQuery = (id: number) =>
  queryOptions({ queryKey: [...adminOrdersQueryKey, 'detail', id], queryFn: () => getAdminOrder(id) });

export function useAdminOrder(id: number) {
  return useQuery(adminOrderQuery(id));
}
