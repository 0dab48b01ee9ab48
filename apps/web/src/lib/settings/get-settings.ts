import { queryOptions, useQuery } from '@tanstack/react-query';
import { toSettingsMap, type Setting, type SettingsMap } from '@smm/contract/settings-map';
import { api } from '../api-client.ts';

const ONE_HOUR = 60 * 60 * 1000;

export const settingsQueryKey = ['settings'] as const;

export function getSettings(): Promise<Setting[]> {
  return api.get<Setting[]>('/service/settings');
}

/**
 * Site settings change rarely: fresh and cached for one hour (spec section 9). A page left open is
 * asked again every hour, in a background tab too, so an operator's change reaches it within that
 * hour without a reload; the operator's own console refreshes this query at once after a save.
 */
export function settingsQueryOptions() {
  return queryOptions({
    queryKey: settingsQueryKey,
    queryFn: getSettings,
    staleTime: ONE_HOUR,
    gcTime: ONE_HOUR,
    refetchInterval: ONE_HOUR,
    refetchIntervalInBackground: true,
  });
}

const EMPTY: SettingsMap = {};

/** The settings as a key map; empty until loaded (every consumer treats a missing key as unset). */
export function useSettings(): SettingsMap {
  const { data } = useQuery({ ...settingsQueryOptions(), select: toSettingsMap });
  return data ?? EMPTY;
}
