import { z } from 'zod';
import { adminLedgerRowSchema, type AdminLedgerRow } from '@smm/contract/admin-members';
import { api } from '../../../lib/api-client.ts';
import { toQueryString } from '../hooks/use-url-filters.ts';
import { useKeysetList } from '../hooks/use-keyset-list.ts';
import { membersQueryKey } from './get-members.ts';

export function getMemberLedger(id: number, before: number | undefined, limit: number) {
  return api.get<AdminLedgerRow[]>(
    `/admin/members/${id}/ledger${toQueryString({ before, limit })}`,
    z.array(adminLedgerRowSchema),
  );
}

/** The member's ledger, newest first, with '더 보기'. */
export function useMemberLedger(id: number) {
  return useKeysetList([...membersQueryKey, 'ledger', id], (before, limit) =>
    getMemberLedger(id, before, limit),
  );
}
