import { useInfiniteQuery } from '@tanstack/react-query';

/**
 * Server-side keyset paging (the server's `before` and `limit`, `db/keyset-page.ts`): each page
 * asks for the rows `before` the smallest id of the previous page; a page shorter than `pageSize`
 * is the last. Used by the member's order history and every operator table.
 */
export function useKeysetPages<T extends { id: number }>(
  queryKey: readonly unknown[],
  fetchPage: (before: number | undefined, limit: number) => Promise<T[]>,
  options: { pageSize: number; enabled?: boolean; refetchInterval?: number | undefined },
) {
  const { pageSize } = options;
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => fetchPage(pageParam, pageSize),
    getNextPageParam: (last) => (last.length < pageSize ? undefined : last[last.length - 1]?.id),
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval,
  });
  return {
    rows: query.data?.pages.flat() ?? [],
    /** True until the first page is in (data, or an error). */
    isPending: query.isPending,
    error: query.error,
    refetch: () => void query.refetch(),
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
