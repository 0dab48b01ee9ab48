import { useKeysetPages } from '../../../lib/use-keyset-pages.ts';

/** Rows per page of every console table (the server's default page size). */
export const ADMIN_PAGE_SIZE = 50;

/** A console table's keyset paging (`lib/use-keyset-pages.ts`), 50 rows a page. */
export function useKeysetList<T extends { id: number }>(
  queryKey: readonly unknown[],
  fetchPage: (before: number | undefined, limit: number) => Promise<T[]>,
  options: { refetchInterval?: number } = {},
) {
  return useKeysetPages(queryKey, fetchPage, { pageSize: ADMIN_PAGE_SIZE, ...options });
}
