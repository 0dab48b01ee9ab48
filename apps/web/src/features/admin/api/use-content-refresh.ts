import { useQueryClient } from '@tanstack/react-query';
import { auditLogQueryKey } from './get-audit-log.ts';
import { CONTENT_KINDS, contentQueryKey, type ContentKind } from './content-kinds.ts';

/**
 * After a content write: the console's list, the storefront's list in this browser (so the operator
 * sees the change at once in the store) and the audit log.
 */
export function useContentRefresh(kind: ContentKind) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: contentQueryKey(kind) }),
      client.invalidateQueries({ queryKey: CONTENT_KINDS[kind].storefrontKey }),
      client.invalidateQueries({ queryKey: auditLogQueryKey }),
    ]);
}
