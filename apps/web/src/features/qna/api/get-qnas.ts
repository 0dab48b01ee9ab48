import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Qna } from '@smm/contract/catalog';
import { api } from '../../../lib/api-client.ts';

export const qnasQueryKey = ['catalog', 'qnas'] as const;

export function getQnas(): Promise<Qna[]> {
  return api.get<Qna[]>('/service/qnas');
}

export function qnasQueryOptions() {
  return queryOptions({ queryKey: qnasQueryKey, queryFn: getQnas });
}

export function useQnas() {
  return useQuery(qnasQueryOptions());
}
