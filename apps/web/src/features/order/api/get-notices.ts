import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notice } from '@smm/contract/catalog';
import { api } from '../../../lib/api-client.ts';
import { noticesQueryKey } from '../../../lib/site-content-keys.ts';

export function getNotices(): Promise<Notice[]> {
  return api.get<Notice[]>('/service/notices');
}

export function noticesQueryOptions() {
  return queryOptions({ queryKey: noticesQueryKey, queryFn: getNotices });
}

export function useNotices() {
  return useQuery(noticesQueryOptions());
}
