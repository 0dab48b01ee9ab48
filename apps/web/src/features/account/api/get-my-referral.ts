import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyReferral } from '@smm/contract/referral';
import { api } from '../../../lib/api-client.ts';
import { memberQueryKey } from '../../../lib/session/get-profile.ts';

export const myReferralQueryKey = [...memberQueryKey, 'referral'] as const;

/** GET /account/referral: commission earned, per referred member (masked ids), and payouts. */
export function getMyReferral(): Promise<MyReferral> {
  return api.get<MyReferral>('/account/referral');
}

export function useMyReferral(enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: myReferralQueryKey, queryFn: getMyReferral }), enabled });
}
