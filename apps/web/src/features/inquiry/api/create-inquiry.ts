import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InquiryDetail, NewInquiry } from '@smm/contract/inquiries';
import { api } from '../../../lib/api-client.ts';
import { inquiryListQueryKey, inquiryQueryKey } from './inquiry-keys.ts';

export function createInquiry(input: NewInquiry): Promise<InquiryDetail> {
  return api.post<InquiryDetail>('/service/inquiries', input);
}

export function useCreateInquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createInquiry,
    onSuccess: (created) => {
      client.setQueryData(inquiryQueryKey(created.id), created);
      void client.invalidateQueries({ queryKey: inquiryListQueryKey });
    },
  });
}
