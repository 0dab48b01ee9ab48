import { z } from 'zod';
import { adminAutoOrderRowSchema, type AdminAutoOrderRow } from '@smm/contract/admin-orders';
import { api } from '../../../lib/api-client.ts';
import { toQueryString } from '../hooks/use-url-filters.ts';
import { useKeysetList } from '../hooks/use-keyset-list.ts';
import { adminOrdersQueryKey, type AdminOrderFilters } from './get-admin-orders.ts';

export type AdminAutoOrderFilters = Omit<AdminOrderFilters, 'needsOperator'>;

export function getAdminAutoOrders(
  filters: AdminAutoOrderFilters,
  before: number | undefined,
  limit: number,
) {
  return api.get<AdminAutoOrderRow[]>(
    `/admin/auto-orders${toQueryString({ ...filters, before, limit })}`,
    z.array(adminAutoOrderRowSchema),
  );
}

export function useAdminAutoOrders(filters: AdminAutoOrderFilters, enabled = true) {
  return useKeysetList([...adminOrdersQueryKey, 'auto', filters, enabled], (before, limit) =>
    enabled ? getAdminAutoOrders(filters, before, limit) : Promise.resolve([]),
  );
}
