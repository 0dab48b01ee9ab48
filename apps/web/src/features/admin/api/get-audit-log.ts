import { z } from 'zod';
import { auditLogRowSchema, type AuditLogRow } from '@smm/contract/admin-audit';
import { api } from '../../../lib/api-client.ts';
import { toQueryString } from '../hooks/use-url-filters.ts';
import { useKeysetList } from '../hooks/use-keyset-list.ts';

export interface AuditLogFilters {
  action: string;
  targetType: string;
  targetId: string;
}

export const auditLogQueryKey = ['admin', 'audit-log'] as const;

export function getAuditLog(filters: AuditLogFilters, before: number | undefined, limit: number) {
  return api.get<AuditLogRow[]>(
    `/admin/audit-log${toQueryString({ ...filters, before, limit })}`,
    z.array(auditLogRowSchema),
  );
}

export function useAuditLog(filters: AuditLogFilters) {
  return useKeysetList([...auditLogQueryKey, filters], (before, limit) =>
    getAuditLog(filters, before, limit),
  );
}
