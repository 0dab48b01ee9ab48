import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositBonus } from '@smm/contract/deposit-bonus';
import { api } from '../../../lib/api-client.ts';
import { memberQueryKey } from '../../../lib/session/get-profile.ts';

/** Member-scoped (the call needs a token), so signing out drops it with the rest. */
export const depositBonusQueryKey = [...memberQueryKey, 'deposit-bonus'] as const;

/** GET /point/deposit-bonus: the operator's tiers, so the charge form can show what an amount earns. */
export function getDepositBonus(): Promise<DepositBonus> {
  return api.get<DepositBonus>('/point/deposit-bonus');
}

export function depositBonusQueryOptions() {
  return queryOptions({ queryKey: depositBonusQueryKey, queryFn: getDepositBonus, staleTime: 60_000 });
}

export function useDepositBonus(enabled: boolean) {
  return useQuery({ ...depositBonusQueryOptions(), enabled });
}
