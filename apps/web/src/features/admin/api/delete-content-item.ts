import { useMutation } from '@tanstack/react-query';
import { contentDeleteResultSchema } from '@smm/contract/admin-content';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ContentKind } from './content-kinds.ts';
import { useContentRefresh } from './use-content-refresh.ts';

/** `DELETE /admin/{kind}/{id}`: deleted, or (a source members chose) hidden instead. */
export function deleteContentItem(kind: ContentKind, id: number) {
  return apiRequest(`/admin/${kind}/${id}`, { method: 'DELETE', schema: contentDeleteResultSchema });
}

export function useDeleteContentItem(kind: ContentKind) {
  const refresh = useContentRefresh(kind);
  return useMutation({ mutationFn: (id: number) => deleteContentItem(kind, id), onSuccess: refresh });
}
