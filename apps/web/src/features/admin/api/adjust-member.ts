import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMemberRowSchema, type AdminAdjustment } from '@smm/contract/admin-members';
import { api } from '../../../lib/api-client.ts';
import { auditLogQueryKey } from './get-audit-log.ts';
import { membersQueryKey } from './get-members.ts';

export function adjustMember(id: number, body: AdminAdjustment) {
  return api.post(`/admin/members/${id}/adjustments`, body, adminMemberRowSchema);
}

/** POST /admin/members/{id}/adjustments; refreshes the member screens and the audit log. */
export function useAdjustMember(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminAdjustment) => adjustMember(id, body),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: membersQueryKey }),
        client.invalidateQueries({ queryKey: auditLogQueryKey }),
      ]);
    },
  });
}
