import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { inquiryTemplateSchema, type InquiryTemplate } from '@smm/contract/admin-inquiries';
import { api } from '../../../lib/api-client.ts';
import { inquiryTemplatesQueryKey } from './get-inquiry-templates.ts';

/** Deletes a canned answer; answers the ones left. */
export function deleteInquiryTemplate(id: number) {
  return api.delete<InquiryTemplate[]>(`/admin/inquiry-templates/${id}`, z.array(inquiryTemplateSchema));
}

export function useDeleteInquiryTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteInquiryTemplate,
    onSettled: () => client.invalidateQueries({ queryKey: inquiryTemplatesQueryKey }),
  });
}
