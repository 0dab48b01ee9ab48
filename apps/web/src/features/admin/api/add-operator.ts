import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorRowSchema, type OperatorCreate } from '@smm/contract/admin-operators';
import { api } from '../../../lib/api-client.ts';
import { auditLogQueryKey } from './get-audit-log.ts';
import { operatorsQueryKey } from './get-operators.ts';

export function addOperator(body: OperatorCreate) {
  return api.post('/admin/operators', body, operatorRowSchema);
}

/** POST /admin/operators; refreshes the operators and the audit log. */
export function useAddOperator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addOperator,
    onSuccess: async () => {
      await Promise.all(
        [operatorsQueryKey, auditLogQueryKey].map((queryKey) => client.invalidateQueries({ queryKey })),
      );
    },
  });
}
