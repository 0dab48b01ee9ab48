import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InquiryDetail } from '@smm/contract/inquiries';
import { api } from '../../../lib/api-client.ts';
import { inquiryListQueryKey, inquiryQueryKey } from './inquiry-keys.ts';

/** The member ends the thread; nothing more can be added to it. */
export function closeInquiry(id: number): Promise<InquiryDetail> {
  return api.post<InquiryDetail>(`/service/inquiries/${id}/close`, {});
}

export function useCloseInquiry(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => closeInquiry(id),
    onSuccess: (thread) => {
      client.setQueryData(inquiryQueryKey(id), thread);
      void client.invalidateQueries({ queryKey: inquiryListQueryKey });
    },
  });
}
