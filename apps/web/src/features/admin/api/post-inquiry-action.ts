import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminInquiryDetailSchema, type AdminInquiryDetail } from '@smm/contract/admin-inquiries';
import { api } from '../../../lib/api-client.ts';
import { adminInquiriesQueryKey } from './get-admin-inquiries.ts';
import { adminInquiryQuery } from './get-admin-inquiry.ts';

/** POST /admin/inquiries/{id}/reply (with the answer) or /close. */
export function postInquiryAction(id: number, action: 'reply' | 'close', body: Record<string, unknown> = {}) {
  return api.post<AdminInquiryDetail>(`/admin/inquiries/${id}/${action}`, body, adminInquiryDetailSchema);
}

export function useInquiryAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: 'reply' | 'close'; body?: Record<string, unknown> }) =>
      postInquiryAction(id, action, body),
    onSuccess: (detail) => client.setQueryData(adminInquiryQuery(id).queryKey, detail),
    // A refusal (409: closed meanwhile) also means it changed: the queue and thread are read again.
    onSettled: () => client.invalidateQueries({ queryKey: adminInquiriesQueryKey }),
  });
}
