import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  inquiryTemplateSchema,
  type InquiryTemplate,
  type InquiryTemplateInput,
} from '@smm/contract/admin-inquiries';
import { api } from '../../../lib/api-client.ts';
import { inquiryTemplatesQueryKey } from './get-inquiry-templates.ts';

/** Adds a canned answer (no id) or replaces one. */
export function saveInquiryTemplate(id: number | null, input: InquiryTemplateInput) {
  return id === null
    ? api.post<InquiryTemplate>('/admin/inquiry-templates', input, inquiryTemplateSchema)
    : api.patch<InquiryTemplate>(`/admin/inquiry-templates/${id}`, input, inquiryTemplateSchema);
}

export function useSaveInquiryTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: InquiryTemplateInput }) =>
      saveInquiryTemplate(id, input),
    onSettled: () => client.invalidateQueries({ queryKey: inquiryTemplatesQueryKey }),
  });
}
