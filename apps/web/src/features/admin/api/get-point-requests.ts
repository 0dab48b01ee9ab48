import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminPointRequestSchema, type AdminPointRequest } from '@smm/contract/point-api';
import { RequestStatus } from '@smm/contract/enums';
import { api } from '../../../lib/api-client.ts';
import { toQueryString } from '../hooks/use-url-filters.ts';
import { useKeysetList } from '../hooks/use-keyset-list.ts';

export const pointRequestsQueryKey = ['admin', 'point-requests'] as const;

/** How often the pending list asks for new requests while the page is open. */
export const PENDING_POLL_MS = 10_000;
/** Pending requests expire after 3 hours, so one page of the list's maximum holds them all. */
const PENDING_LIMIT = 500;

export function getPointRequests(status: string, before: number | undefined, limit: number) {
  return api.get<AdminPointRequest[]>(
    `/admin/point-requests${toQueryString({ status, before, limit })}`,
    z.array(adminPointRequestSchema),
  );
}

/** Every pending request, oldest first (the one waiting longest is decided first). */
export function usePendingPointRequests() {
  return useQuery({
    queryKey: [...pointRequestsQueryKey, 'pending'],
    queryFn: async () =>
      (await getPointRequests(String(RequestStatus.Pending), undefined, PENDING_LIMIT)).reverse(),
    refetchInterval: PENDING_POLL_MS,
  });
}

/** All requests (or one status), newest first, keyset paged. */
export function usePointRequests(status: string) {
  return useKeysetList([...pointRequestsQueryKey, 'list', status], (before, limit) =>
    getPointRequests(status, before, limit),
  );
}
