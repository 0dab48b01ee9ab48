import { useQuery } from '@tanstack/react-query';
import { operatorListSchema, type OperatorRow } from '@smm/contract/admin-operators';
import { api } from '../../../lib/api-client.ts';

export const operatorsQueryKey = ['admin', 'operators'] as const;

/** GET /admin/operators: the store's operators, the signed-in one marked `self`. */
export function getOperators() {
  return api.get<OperatorRow[]>('/admin/operators', operatorListSchema);
}

export function useOperators() {
  return useQuery({ queryKey: operatorsQueryKey, queryFn: getOperators });
}
