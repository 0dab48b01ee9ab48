import { useMutation } from '@tanstack/react-query';
import { priceSyncProviderSchema, type PriceSyncMode } from '@smm/contract/admin-import';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshPriceSync } from './get-price-sync-providers.ts';

/** PUT /admin/providers/{id}/price-sync: new rates at once ('auto') or after approval ('review'). */
export function setPriceSyncMode(providerId: number, mode: PriceSyncMode) {
  return apiRequest(`/admin/providers/${providerId}/price-sync`, {
    method: 'PUT',
    body: { mode },
    schema: priceSyncProviderSchema,
  });
}

export function useSetPriceSyncMode() {
  const onSettled = useRefreshPriceSync();
  return useMutation({
    mutationFn: ({ providerId, mode }: { providerId: number; mode: PriceSyncMode }) =>
      setPriceSyncMode(providerId, mode),
    onSettled,
  });
}
