import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@smm/contract/catalog';
import { api } from '../../../lib/api-client.ts';

/** The path keeps the API's spelling ('categorys', spec section 7). */
export const categoriesQueryKey = ['catalog', 'categories'] as const;

export function getCategories(): Promise<Category[]> {
  return api.get<Category[]>('/service/categorys');
}

export function categoriesQueryOptions() {
  return queryOptions({ queryKey: categoriesQueryKey, queryFn: getCategories });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
