import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InquirySubjects } from '@smm/contract/inquiries';
import { api } from '../../../lib/api-client.ts';
import { inquiriesQueryKey } from './inquiry-keys.ts';

/** The member's recent orders and top-ups, offered as what a new inquiry is about. */
export function getInquirySubjects(signal?: AbortSignal): Promise<InquirySubjects> {
  return api.get<InquirySubjects>('/service/inquiries/subjects', undefined, signal);
}

export function inquirySubjectsQueryOptions() {
  return queryOptions({
    queryKey: [...inquiriesQueryKey, 'subjects'] as const,
    queryFn: ({ signal }) => getInquirySubjects(signal),
  });
}

export function useInquirySubjects(enabled: boolean) {
  return useQuery({ ...inquirySubjectsQueryOptions(), enabled });
}
