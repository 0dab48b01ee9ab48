import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@smm/contract/auth';
import { api } from '../../../lib/api-client.ts';
import { profileQueryKey } from '../../../lib/session/get-profile.ts';

/** POST /auth/api-key: a new key; the old one stops working at once. */
export function renewApiKey() {
  return api.post<{ apiKey: string }>('/auth/api-key', undefined);
}

export function useRenewApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewApiKey,
    onSuccess: async ({ apiKey }) => {
      // Show the new key at once, then let the profile confirm it.
      queryClient.setQueryData<Profile>(profileQueryKey, (profile) =>
        profile ? { ...profile, apiKey } : profile,
      );
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
