import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminInquiryDetailSchema, type AdminInquiryDetail } from '@smm/contract/admin-inquiries';
import { api } from '../../../lib/api-client.ts';
import { adminInquiriesQueryKey } from './get-admin-inquiries.ts';

export function getAdminInquiry(id: number) {
  return api.get<AdminInquiryDetail>(`/admin/inquiries/${id}`, adminInquiryDetailSchema);
}

export const adminInquiryQuery = (id: number) =>
  queryOptions({ queryKey: [...adminInquiriesQueryKey, 'detail', id], queryFn: () => getAdminInquiry(id) });

export function useAdminInquiry(id: number) {
  return useQuery(adminInquiryQuery(id));
}
