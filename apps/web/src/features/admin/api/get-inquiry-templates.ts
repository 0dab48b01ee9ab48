import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { inquiryTemplateSchema, type InquiryTemplate } from '@smm/contract/admin-inquiries';
import { api } from '../../../lib/api-client.ts';

export const inquiryTemplatesQueryKey = ['admin', 'inquiry-templates'] as const;

export function getInquiryTemplates() {
  return api.get<InquiryTemplate[]>('/admin/inquiry-templates', z.array(inquiryTemplateSchema));
}

/** The operators' canned answers (자주 쓰는 답변), by title. */
export function useInquiryTemplates() {
  return useQuery({ queryKey: inquiryTemplatesQueryKey, queryFn: getInquiryTemplates });
}
