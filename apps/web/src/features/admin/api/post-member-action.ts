import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMemberRowSchema } from '@smm/contract/admin-members';
import { api } from '../../../lib/api-client.ts';
import { auditLogQueryKey } from './get-audit-log.ts';
import { membersQueryKey } from './get-members.ts';

/** The actions served by the one route `POST /admin/members/{id}/{action}` (no body). */
export type MemberAction = 'block' | 'unblock' | 'grant-admin' | 'revoke-admin';
/** The account-recovery actions on the same route: a reset mail, freeing the phone number. */
export type MemberRecoveryAction = 'send-password-reset' | 'reset-phone';

export function postMemberAction(id: number, action: MemberAction | MemberRecoveryAction) {
  return api.post(`/admin/members/${id}/${action}`, undefined, adminMemberRowSchema);
}

/** Block, unblock, grant or revoke operator rights; refreshes the member screens and the audit log. */
export function useMemberAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: MemberAction | MemberRecoveryAction) => postMemberAction(id, action),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: membersQueryKey }),
        client.invalidateQueries({ queryKey: auditLogQueryKey }),
      ]);
    },
  });
}
