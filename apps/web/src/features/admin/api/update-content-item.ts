import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CONTENT_KINDS, type ContentKind, type ContentRow, type ContentTypes } from './content-kinds.ts';
import { useContentRefresh } from './use-content-refresh.ts';

/** `PATCH /admin/{kind}/{id}`: the item after the change. */
export function updateContentItem<K extends ContentKind>(
  kind: K,
  id: number,
  body: ContentTypes[K]['patch'],
) {
  return apiRequest<ContentRow<K>>(`/admin/${kind}/${id}`, {
    method: 'PATCH',
    body,
    schema: CONTENT_KINDS[kind].row,
  });
}

export function useUpdateContentItem<K extends ContentKind>(kind: K) {
  const refresh = useContentRefresh(kind);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ContentTypes[K]['patch'] }) =>
      updateContentItem(kind, id, body),
    onSuccess: refresh,
  });
}
