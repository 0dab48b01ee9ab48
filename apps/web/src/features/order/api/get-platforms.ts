import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Platform } from '@smm/contract/catalog';
import { api } from '../../../lib/api-client.ts';

export const platformsQueryKey = ['catalog', 'platforms'] as const;

export function getPlatforms(): Promise<Platform[]> {
  return api.get<Platform[]>('/service/platforms');
}

export function platformsQueryOptions() {
  return queryOptions({ queryKey: platformsQueryKey, queryFn: getPlatforms });
}

export function usePlatforms() {
  return useQuery(platformsQueryOptions());
}
