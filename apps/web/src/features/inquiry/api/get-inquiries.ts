import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InquiryRow } from '@smm/contract/inquiries';
import { api } from '../../../lib/api-client.ts';
import { inquiryListQueryKey } from './inquiry-keys.ts';

/** The member's newest 100 inquiries (a member with more asks rarely; the list says so). */
export const INQUIRY_LIST_LIMIT = 100;

export function getInquiries(signal?: AbortSignal): Promise<InquiryRow[]> {
  return api.get<InquiryRow[]>(`/service/inquiries?limit=${INQUIRY_LIST_LIMIT}`, undefined, signal);
}

export function inquiriesQueryOptions() {
  return queryOptions({ queryKey: inquiryListQueryKey, queryFn: ({ signal }) => getInquiries(signal) });
}

export function useInquiries(enabled: boolean) {
  return useQuery({ ...inquiriesQueryOptions(), enabled });
}
