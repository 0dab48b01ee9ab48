import { z } from 'zod';
import { adminMemberRowSchema, type AdminMemberRow } from '@smm/contract/admin-members';
import { api } from '../../../lib/api-client.ts';
import { toQueryString } from '../hooks/use-url-filters.ts';
import { useKeysetList } from '../hooks/use-keyset-list.ts';

export interface MemberFilters {
  q: string;
  state: string;
  loginType: string;
}

/** Every member query (list, detail, ledger) starts with this key, so one invalidation refreshes all. */
export const membersQueryKey = ['admin', 'members'] as const;

export function getMembers(filters: MemberFilters, before: number | undefined, limit: number) {
  return api.get<AdminMemberRow[]>(
    `/admin/members${toQueryString({ ...filters, before, limit })}`,
    z.array(adminMemberRowSchema),
  );
}

export function useMembers(filters: MemberFilters) {
  return useKeysetList([...membersQueryKey, 'list', filters], (before, limit) =>
    getMembers(filters, before, limit),
  );
}
