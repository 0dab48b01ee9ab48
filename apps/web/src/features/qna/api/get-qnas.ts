import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Qna } from '@smm/contract/catalog';
import { api } from '../../../lib/api-client.ts';
import { qnasQueryKey } from '../../../lib/site-content-keys.ts';

export function getQnas(): Promise<Qna[]> {
  return api.get<Qna[]>('/service/qnas');
}

export function qnasQueryOptions() {
  return queryOptions({ queryKey: qnasQueryKey, queryFn: getQnas });
}

export function useQnas() {
  return useQuery(qnasQueryOptions());
}
