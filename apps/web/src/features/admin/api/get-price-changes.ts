import { z } from 'zod';
import { priceChangeRowSchema, type PriceChangeRow } from '@smm/contract/admin-import';
import { api } from '../../../lib/api-client.ts';
import { toQueryString } from '../hooks/use-url-filters.ts';
import { useKeysetList } from '../hooks/use-keyset-list.ts';
import { priceSyncQueryKey } from './get-price-sync-providers.ts';

export interface PriceChangeFilters {
  /** A status, or '' for every change. */
  status: string;
  providerId: string;
}

export function getPriceChanges(filters: PriceChangeFilters, before: number | undefined, limit: number) {
  return api.get<PriceChangeRow[]>(
    `/admin/price-changes${toQueryString({ ...filters, before, limit })}`,
    z.array(priceChangeRowSchema),
  );
}

export function usePriceChanges(filters: PriceChangeFilters) {
  return useKeysetList([...priceSyncQueryKey, 'changes', filters], (before, limit) =>
    getPriceChanges(filters, before, limit),
  );
}
