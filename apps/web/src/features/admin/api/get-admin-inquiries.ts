import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminInquiryRowSchema, type AdminInquiryRow } from '@smm/contract/admin-inquiries';
import { api } from '../../../lib/api-client.ts';
import { toQueryString } from '../hooks/use-url-filters.ts';

export const adminInquiriesQueryKey = ['admin', 'inquiries'] as const;

/** How often the queue asks for new inquiries while the page is open. */
export const INQUIRY_POLL_MS = 30_000;

export interface AdminInquiryFilters {
  status: string;
  category: string;
}

export function getAdminInquiries(filters: AdminInquiryFilters) {
  return api.get<AdminInquiryRow[]>(
    `/admin/inquiries${toQueryString({ ...filters, limit: 500 })}`,
    z.array(adminInquiryRowSchema),
  );
}

/** The queue: waiting ones first, the longest waiting first; then the rest, latest activity first. */
export function useAdminInquiries(filters: AdminInquiryFilters) {
  return useQuery({
    queryKey: [...adminInquiriesQueryKey, 'queue', filters],
    queryFn: () => getAdminInquiries(filters),
    refetchInterval: INQUIRY_POLL_MS,
  });
}
