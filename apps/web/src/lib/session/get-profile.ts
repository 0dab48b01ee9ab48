import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@smm/contract/auth';
import { api } from '../api-client.ts';

/**
 * Every query whose data belongs to the signed-in member starts with this key part, so signing in
 * or out drops all of them at once (`queryClient.removeQueries({ queryKey: memberQueryKey })`).
 */
export const memberQueryKey = ['member'] as const;

/** Invalidate this after anything that changes the balance or the key (orders, renewals). */
export const profileQueryKey = [...memberQueryKey, 'profile'] as const;

export function getProfile(): Promise<Profile> {
  return api.get<Profile>('/auth/profile');
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });
}

/** Raw profile query; most code wants `useSession().profile`, which also covers guests. */
export function useProfileQuery(enabled: boolean) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
