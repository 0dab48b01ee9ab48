import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InquiryDetail } from '@smm/contract/inquiries';
import { api } from '../../../lib/api-client.ts';
import { inquiryListQueryKey, inquiryQueryKey } from './inquiry-keys.ts';

/** Adds the member's message to an open thread. */
export function postInquiryMessage(id: number, body: string): Promise<InquiryDetail> {
  return api.post<InquiryDetail>(`/service/inquiries/${id}/messages`, { body });
}

export function usePostInquiryMessage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => postInquiryMessage(id, body),
    onSuccess: (thread) => {
      client.setQueryData(inquiryQueryKey(id), thread);
      void client.invalidateQueries({ queryKey: inquiryListQueryKey });
    },
  });
}
