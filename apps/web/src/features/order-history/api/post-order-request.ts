import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  refillCancelRequestSchema,
  type OrderRequestKind,
  type RefillCancelRequest,
} from '@smm/contract/order-requests';
import { api } from '../../../lib/api-client.ts';
import { orderHistoryQueryKey } from '../../../lib/order-query-keys.ts';

/** '리필 요청' or '취소 요청' of one order; the server asks the provider before it answers. */
export function postOrderRequest(orderId: number, kind: OrderRequestKind): Promise<RefillCancelRequest> {
  return api.post<RefillCancelRequest>(`/service/order/${orderId}/${kind}`, {}, refillCancelRequestSchema);
}

export function useOrderRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, kind }: { orderId: number; kind: OrderRequestKind }) =>
      postOrderRequest(orderId, kind),
    // A refusal is recorded too (the row shows it), so the list is read again either way.
    onSettled: () => client.invalidateQueries({ queryKey: orderHistoryQueryKey }),
  });
}
