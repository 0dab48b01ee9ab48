import { QueryClient } from '@tanstack/react-query';

/**
 * Data calls are not retried and not refetched on focus or reconnect (spec section 7); a failed
 * call surfaces at once as an ApiError.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}
