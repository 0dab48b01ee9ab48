import { z } from 'zod';
import { adminBankDepositSchema, type AdminBankDeposit } from '@smm/contract/point-api';
import { api } from '../../../lib/api-client.ts';
import { toQueryString } from '../hooks/use-url-filters.ts';
import { useKeysetList } from '../hooks/use-keyset-list.ts';
import { PENDING_POLL_MS } from './get-point-requests.ts';

export const bankDepositsQueryKey = ['admin', 'bank-deposits'] as const;

export function getBankDeposits(before: number | undefined, limit: number) {
  return api.get<AdminBankDeposit[]>(
    `/admin/bank-deposits${toQueryString({ before, limit })}`,
    z.array(adminBankDepositSchema),
  );
}

/** Deposits reported by the bank webhook, newest first, polled like the pending requests. */
export function useBankDeposits() {
  return useKeysetList([...bankDepositsQueryKey], getBankDeposits, { refetchInterval: PENDING_POLL_MS });
}
