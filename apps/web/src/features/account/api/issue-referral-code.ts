import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@smm/contract/auth';
import { api } from '../../../lib/api-client.ts';
import { profileQueryKey } from '../../../lib/session/get-profile.ts';

/** POST /auth/referral-code: issues the member's referral code (409 when one exists). */
export function issueReferralCode() {
  return api.post<{ referralCode: string }>('/auth/referral-code', undefined);
}

export function useIssueReferralCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueReferralCode,
    onSuccess: async ({ referralCode }) => {
      queryClient.setQueryData<Profile>(profileQueryKey, (profile) =>
        profile ? { ...profile, referralCode } : profile,
      );
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
