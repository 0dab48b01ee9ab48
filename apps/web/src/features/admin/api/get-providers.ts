import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminProviderRowSchema, type AdminProviderRow } from '@smm/contract/admin-providers';
import { api } from '../../../lib/api-client.ts';

/** Every provider query starts with this key, so one invalidation refreshes the list. */
export const providersQueryKey = ['admin', 'providers'] as const;

export function getProviders() {
  return api.get<AdminProviderRow[]>('/admin/providers', z.array(adminProviderRowSchema));
}

/** Every provider (a store has a handful); re-read each minute for the sweep's balances. */
export function useProviders() {
  return useQuery({ queryKey: providersQueryKey, queryFn: getProviders, refetchInterval: 60_000 });
}
