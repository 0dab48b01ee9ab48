import { useMutation } from '@tanstack/react-query';
import { priceChangeRowSchema } from '@smm/contract/admin-import';
import { api } from '../../../lib/api-client.ts';
import { useRefreshPriceSync } from './get-price-sync-providers.ts';

export type PriceChangeDecision = 'approve' | 'reject';

/** POST /admin/price-changes/{id}/approve|reject (one route pattern, so one file). */
export function decidePriceChange(id: number, decision: PriceChangeDecision) {
  return api.post(`/admin/price-changes/${id}/${decision}`, {}, priceChangeRowSchema);
}

export function useDecidePriceChange() {
  const onSettled = useRefreshPriceSync();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: PriceChangeDecision }) =>
      decidePriceChange(id, decision),
    // A 409 (decided meanwhile) also refreshes: the list then shows who decided.
    onSettled,
  });
}
