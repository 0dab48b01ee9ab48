import { useInfiniteQuery } from '@tanstack/react-query';

/** Rows per page of every console table (the server's default page size). */
export const ADMIN_PAGE_SIZE = 50;

/**
 * Server-side keyset paging for a console table: each page asks for the rows `before` the smallest
 * id of the previous page; a page shorter than the page size is the last.
 */
export function useKeysetList<T extends { id: number }>(
  queryKey: readonly unknown[],
  fetchPage: (before: number | undefined, limit: number) => Promise<T[]>,
  options: { refetchInterval?: number } = {},
) {
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => fetchPage(pageParam, ADMIN_PAGE_SIZE),
    getNextPageParam: (last) => (last.length < ADMIN_PAGE_SIZE ? undefined : last[last.length - 1]?.id),
    refetchInterval: options.refetchInterval,
  });
  return {
    rows: query.data?.pages.flat() ?? [],
    isPending: query.isPending,
    error: query.error,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
