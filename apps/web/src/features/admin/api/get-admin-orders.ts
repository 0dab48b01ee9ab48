import { z } from 'zod';
import { adminOrderRowSchema, type AdminOrderRow } from '@smm/contract/admin-orders';
import { api } from '../../../lib/api-client.ts';
import { toQueryString } from '../hooks/use-url-filters.ts';
import { useKeysetList } from '../hooks/use-keyset-list.ts';

/** The orders page's filters as the URL holds them ('' when unset). */
export interface AdminOrderFilters {
  status: string;
  memberId: string;
  serviceId: string;
  providerId: string;
  from: string;
  to: string;
  needsOperator: string;
  q: string;
}

/** Every order query (lists and details) starts with this, so an action invalidates them all. */
export const adminOrdersQueryKey = ['admin', 'orders'] as const;

export function getAdminOrders(filters: AdminOrderFilters, before: number | undefined, limit: number) {
  return api.get<AdminOrderRow[]>(
    `/admin/orders${toQueryString({ ...filters, before, limit })}`,
    z.array(adminOrderRowSchema),
  );
}

export function useAdminOrders(filters: AdminOrderFilters, enabled = true) {
  return useKeysetList([...adminOrdersQueryKey, 'list', filters, enabled], (before, limit) =>
    enabled ? getAdminOrders(filters, before, limit) : Promise.resolve([]),
  );
}
