import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { depositBonusSchema, type DepositBonus } from '@smm/contract/deposit-bonus';
import { api } from '../../../../lib/api-client.ts';
import { marketingQueryKey, refreshAfterChange } from './marketing-keys.ts';

const key = [...marketingQueryKey, 'deposit-bonus'] as const;
const PATH = '/admin/marketing/deposit-bonus';

/** GET /admin/marketing/deposit-bonus. */
export function useDepositBonusConfig() {
  return useQuery({ queryKey: key, queryFn: () => api.get(PATH, depositBonusSchema) });
}

/** PUT /admin/marketing/deposit-bonus: the whole tier list and the switch. */
export function useSaveDepositBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DepositBonus) => api.put(PATH, body, depositBonusSchema),
    onSuccess: () => refreshAfterChange(client, key),
  });
}
