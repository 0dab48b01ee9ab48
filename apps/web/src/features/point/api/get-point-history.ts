import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PointHistoryRow } from '@smm/contract/point';
import { api } from '../../../lib/api-client.ts';
import { memberQueryKey } from '../../../lib/session/get-profile.ts';

/** Member-scoped: signing in or out drops it with every other ['member', ...] query. */
export const pointHistoryQueryKey = [...memberQueryKey, 'point-history'] as const;

/** Rows per page; a page shorter than this is the last one. */
export const POINT_HISTORY_PAGE_SIZE = 100;

/**
 * One page of the member's top-up requests, newest first (id descending). `before` is the keyset
 * cursor: only rows with a smaller id are returned; without it the page starts at the newest row.
 */
export function getPointHistory(
  { before, limit = POINT_HISTORY_PAGE_SIZE }: { before?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<PointHistoryRow[]> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (before !== undefined) params.set('before', String(before));
  return api.get<PointHistoryRow[]>(`/service/point-history?${params.toString()}`, undefined, signal);
}

/**
 * Pages of 100 chained by the smallest id of the last page. A refetch (e.g. the invalidation after
 * a new request) starts again from the newest row and recomputes each following cursor, so the
 * loaded pages neither repeat nor skip a row.
 */
export function pointHistoryQueryOptions() {
  return infiniteQueryOptions({
    queryKey: pointHistoryQueryKey,
    queryFn: ({ pageParam, signal }) => getPointHistory({ before: pageParam }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) =>
      lastPage.length < POINT_HISTORY_PAGE_SIZE ? undefined : Math.min(...lastPage.map((row) => row.id)),
    select: (data) => data.pages.flat(),
  });
}

/** Fetched only for a signed-in member (a guest has no history and no token). `data` is every loaded row. */
export function usePointHistory(enabled: boolean) {
  return useInfiniteQuery({ ...pointHistoryQueryOptions(), enabled });
}
