import { useMutation } from '@tanstack/react-query';
import { priceSyncResultSchema } from '@smm/contract/admin-import';
import { api } from '../../../lib/api-client.ts';
import { useRefreshPriceSync } from './get-price-sync-providers.ts';

/** POST /admin/providers/{id}/sync-prices: the "sync now" button. */
export function syncPrices(providerId: number) {
  return api.post(`/admin/providers/${providerId}/sync-prices`, {}, priceSyncResultSchema);
}

export function useSyncPrices() {
  const onSettled = useRefreshPriceSync();
  return useMutation({ mutationFn: syncPrices, onSettled });
}
