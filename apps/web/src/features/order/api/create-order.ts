import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderRequest, OrderResponse } from '@smm/contract/order';
import { api } from '../../../lib/api-client.ts';
import { profileQueryKey } from '../../../lib/session/get-profile.ts';
import { ordersQueryKey } from '../../../lib/order-query-keys.ts';
import { servicesQueryKey } from '../../../lib/catalog/get-services.ts';
import { myPricingQueryKey } from '../../../lib/get-my-pricing.ts';

export function createOrder(request: OrderRequest): Promise<OrderResponse> {
  return api.post<OrderResponse>('/service/order', request);
}

export interface OrderPlacement {
  isPending: boolean;
  /** The last attempt's failure, cleared when the next one starts. */
  error: unknown;
  /** Sends the order unless one is already on its way (then resolves to null at once). */
  place(request: OrderRequest): Promise<OrderResponse | null>;
}

/**
 * POST /service/order. A placed order changes the balance (the header's profile), both order
 * histories and possibly the member's grade and prices, so all of them are refreshed; the caller adds the page's own reactions.
 *
 * The one mutation of the site not written with TanStack's `useMutation`: /order's first load has a
 * 100 KB budget, and `useMutation` with its observer is 0.8 KB of it for a single request
 * (docs/decisions/web-speed.md). The ref refuses a second press before React re-renders.
 */
export function useCreateOrder(): OrderPlacement {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const [state, setState] = useState<{ isPending: boolean; error: unknown }>({
    isPending: false,
    error: null,
  });

  const place = async (request: OrderRequest): Promise<OrderResponse | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setState({ isPending: true, error: null });
    try {
      const order = await createOrder(request);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
        // Each order recalculates the member's grade (issue 35), which may change their prices.
        queryClient.invalidateQueries({ queryKey: myPricingQueryKey }),
        queryClient.invalidateQueries({ queryKey: servicesQueryKey }),
      ]);
      setState({ isPending: false, error: null });
      return order;
    } catch (error) {
      setState({ isPending: false, error });
      throw error;
    } finally {
      inFlight.current = false;
    }
  };
  return { ...state, place };
}
