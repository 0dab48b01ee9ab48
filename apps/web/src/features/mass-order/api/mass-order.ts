import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MassOrderPlaced, MassOrderPreview } from '@smm/contract/mass-order';
import { api } from '../../../lib/api-client.ts';
import { profileQueryKey } from '../../../lib/session/get-profile.ts';
import { ordersQueryKey } from '../../../lib/order-query-keys.ts';

/** POST /service/mass-order/preview: every line checked and priced; nothing is placed. */
export function usePreviewMassOrder() {
  return useMutation({
    mutationFn: (text: string) => api.post<MassOrderPreview>('/service/mass-order/preview', { text }),
  });
}

/**
 * POST /service/mass-order: every line or none. Placed orders change the balance (the header's
 * profile) and the order history, so both are refreshed, as after a single order.
 */
export function usePlaceMassOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post<MassOrderPlaced>('/service/mass-order', { text }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
      ]);
    },
  });
}
