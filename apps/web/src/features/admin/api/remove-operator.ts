import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '@smm/contract/auth';
import { api } from '../../../lib/api-client.ts';
import { auditLogQueryKey } from './get-audit-log.ts';
import { operatorsQueryKey } from './get-operators.ts';

/** DELETE /admin/operators/{id}: takes the operator rights away (the account stays a member). */
export function removeOperator(id: number) {
  return api.delete(`/admin/operators/${id}`, okResponseSchema);
}

export function useRemoveOperator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeOperator,
    onSettled: async () => {
      await Promise.all(
        [operatorsQueryKey, auditLogQueryKey].map((queryKey) => client.invalidateQueries({ queryKey })),
      );
    },
  });
}
