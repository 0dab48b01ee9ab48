import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferralPayout, RequestPayout } from '@smm/contract/referral';
import { api } from '../../../lib/api-client.ts';
import { myReferralQueryKey } from './get-my-referral.ts';

/** POST /account/referral/payouts: asks the operator to pay earned commission to a bank account. */
export function requestPayout(body: RequestPayout): Promise<ReferralPayout> {
  return api.post<ReferralPayout>('/account/referral/payouts', body);
}

/** Moves no points yet (the operator's approval does), so only the referral page is refreshed. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myReferralQueryKey }),
  });
}
