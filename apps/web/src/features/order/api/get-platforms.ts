import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { platformSchema, type Platform } from '@smm/contract/catalog';
import { api } from '../../../lib/api-client.ts';

export const platformsQueryKey = ['catalog', 'platforms'] as const;

export function getPlatforms(): Promise<Platform[]> {
  return api.get('/service/platforms', z.array(platformSchema));
}

export function platformsQueryOptions() {
  return queryOptions({ queryKey: platformsQueryKey, queryFn: getPlatforms });
}

export function usePlatforms() {
  return useQuery(platformsQueryOptions());
}
