import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { noticeSchema, type Notice } from '@smm/contract/catalog';
import { api } from '../../../lib/api-client.ts';

export const noticesQueryKey = ['catalog', 'notices'] as const;

export function getNotices(): Promise<Notice[]> {
  return api.get('/service/notices', z.array(noticeSchema));
}

export function noticesQueryOptions() {
  return queryOptions({ queryKey: noticesQueryKey, queryFn: getNotices });
}

export function useNotices() {
  return useQuery(noticesQueryOptions());
}
