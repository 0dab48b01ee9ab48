import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { CONTENT_KINDS, contentQueryKey, type ContentKind, type ContentRow } from './content-kinds.ts';
import { useContentRefresh } from './use-content-refresh.ts';

/** `PUT /admin/{kind}/order {ids}`: every item's id in the new order; answers the list. */
export function reorderContentItems<K extends ContentKind>(kind: K, ids: readonly number[]) {
  return apiRequest<ContentRow<K>[]>(`/admin/${kind}/order`, {
    method: 'PUT',
    body: { ids },
    schema: z.array(CONTENT_KINDS[kind].row),
  });
}

/** The list answered is shown at once; a refused (stale) order refreshes the list instead. */
export function useReorderContentItems<K extends ContentKind>(kind: K) {
  const client = useQueryClient();
  const refresh = useContentRefresh(kind);
  return useMutation({
    mutationFn: (ids: readonly number[]) => reorderContentItems(kind, ids),
    onSuccess: async (rows) => {
      client.setQueryData(contentQueryKey(kind), rows);
      await refresh();
    },
    onError: refresh,
  });
}
