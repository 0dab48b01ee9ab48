import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { auditLogQueryKey } from '../get-audit-log.ts';

/** Every marketing query starts with this key part. */
export const marketingQueryKey = ['admin', 'marketing'] as const;

/** After a change: the section's own data and the audit log that recorded it. */
export function refreshAfterChange(client: QueryClient, ...keys: QueryKey[]) {
  return Promise.all([...keys, auditLogQueryKey].map((queryKey) => client.invalidateQueries({ queryKey })));
}
