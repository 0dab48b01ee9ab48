import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CONTENT_KINDS, type ContentKind, type ContentRow, type ContentTypes } from './content-kinds.ts';
import { useContentRefresh } from './use-content-refresh.ts';

/** `POST /admin/{kind}`: the new item. */
export function createContentItem<K extends ContentKind>(kind: K, body: ContentTypes[K]['create']) {
  return apiRequest<ContentRow<K>>(`/admin/${kind}`, {
    method: 'POST',
    body,
    schema: CONTENT_KINDS[kind].row,
  });
}

export function useCreateContentItem<K extends ContentKind>(kind: K) {
  const refresh = useContentRefresh(kind);
  return useMutation({
    mutationFn: (body: ContentTypes[K]['create']) => createContentItem(kind, body),
    onSuccess: refresh,
  });
}
