import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InquiryDetail } from '@smm/contract/inquiries';
import { api } from '../../../lib/api-client.ts';
import { inquiryQueryKey } from './inquiry-keys.ts';

/** One thread; the server marks its replies read, so the list is stale after it (see the hook). */
export function getInquiry(id: number, signal?: AbortSignal): Promise<InquiryDetail> {
  return api.get<InquiryDetail>(`/service/inquiries/${id}`, undefined, signal);
}

export function inquiryQueryOptions(id: number) {
  return queryOptions({ queryKey: inquiryQueryKey(id), queryFn: ({ signal }) => getInquiry(id, signal) });
}

export function useInquiry(id: number) {
  return useQuery(inquiryQueryOptions(id));
}
