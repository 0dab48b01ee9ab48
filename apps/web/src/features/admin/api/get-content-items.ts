import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { CONTENT_KINDS, contentQueryKey, type ContentKind, type ContentRow } from './content-kinds.ts';

/** `GET /admin/{kind}`: every item, hidden ones too, in the storefront's order. */
export function getContentItems<K extends ContentKind>(kind: K): Promise<ContentRow<K>[]> {
  return api.get(`/admin/${kind}`, z.array(CONTENT_KINDS[kind].row));
}

export const contentItemsQueryOptions = <K extends ContentKind>(kind: K) =>
  queryOptions({ queryKey: contentQueryKey(kind), queryFn: () => getContentItems(kind) });

export function useContentItems<K extends ContentKind>(kind: K) {
  return useQuery(contentItemsQueryOptions(kind));
}
