import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderRequest, OrderResponse } from '@smm/contract/order';
import { MESSAGES } from '@smm/contract/messages';
import { api } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { profileQueryKey } from '../../../lib/session/get-profile.ts';
import { ordersQueryKey } from '../../../lib/order-query-keys.ts';

export function createOrder(request: OrderRequest): Promise<OrderResponse> {
  return api.post<OrderResponse>('/service/order', request);
}

/**
 * POST /service/order. A placed order changes the balance (the header's profile) and both order
 * histories, so all of them are refreshed; the caller adds the page's own reactions.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
      ]);
    },
  });
}

/**
 * What a failed order shows (spec section 8): the server's own message for a refused order (it
 * quotes the section 5 rules, e.g. '포인트가 부족합니다.'), otherwise '주문에 실패했습니다.'.
 */
export function orderFailureMessage(error: unknown): string {
  return apiErrorMessage(error, MESSAGES.order.failure, {
    serverMessage: (status) => status >= 400 && status < 500,
  });
}
