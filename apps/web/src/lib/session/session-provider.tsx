import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { GUEST_PROFILE } from '@smm/contract/profile';
import type { SessionState } from '@smm/contract/enums';
import { setUnauthorizedHandler } from '../api-client.ts';
import { tokenStorage } from '../token-storage.ts';
import { servicesQueryKey } from '../catalog/get-services.ts';
import { memberQueryKey, useProfileQuery } from './get-profile.ts';
import { SessionContext, type Session } from './use-session.ts';

/**
 * How the session was reached. 'boot' is a stored jwt not yet confirmed by the profile call;
 * 'member' is a fresh login. The visible SessionState is derived from this and the profile query.
 */
export type SessionMode = 'boot' | 'member' | 'signedOut' | 'guest';

export function initialSessionMode(): SessionMode {
  return tokenStorage.get() ? 'boot' : 'signedOut';
}

/**
 * A stored jwt is confirmed by the profile: loading until it answers, authorization once it has.
 * A 401 clears the jwt and moves the mode to signedOut (through the client's handler). Any other
 * failure leaves the jwt in place (a reload retries) but shows the signed-out site.
 */
export function deriveSessionState(
  mode: SessionMode,
  profile: { hasData: boolean; isError: boolean },
): SessionState {
  switch (mode) {
    case 'boot':
      if (profile.hasData) return 'authorization';
      return profile.isError ? 'unAuthorization' : 'loading';
    case 'member':
      return 'authorization';
    case 'guest':
      return 'guest';
    case 'signedOut':
      return 'unAuthorization';
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<SessionMode>(initialSessionMode);
  const wantsProfile = mode === 'boot' || mode === 'member';
  const profileQuery = useProfileQuery(wantsProfile);

  const dropMemberData = useCallback(() => {
    queryClient.removeQueries({ queryKey: memberQueryKey });
    // The service list answers a member's own prices (grade, special prices: issue 35), so it is
    // read again for whoever comes next.
    void queryClient.resetQueries({ queryKey: servicesQueryKey });
  }, [queryClient]);

  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        dropMemberData();
        setMode('signedOut');
      }),
    [dropMemberData],
  );

  const login = useCallback(
    (token: string) => {
      tokenStorage.set(token);
      dropMemberData();
      setMode('member');
    },
    [dropMemberData],
  );

  const logout = useCallback(() => {
    tokenStorage.clear();
    dropMemberData();
    setMode('signedOut');
  }, [dropMemberData]);

  const enterGuest = useCallback(() => {
    tokenStorage.clear();
    dropMemberData();
    setMode('guest');
  }, [dropMemberData]);

  const state = deriveSessionState(mode, {
    hasData: profileQuery.data !== undefined,
    isError: profileQuery.isError,
  });
  const memberProfile = wantsProfile ? (profileQuery.data ?? null) : null;
  const profile = state === 'guest' ? GUEST_PROFILE : state === 'authorization' ? memberProfile : null;

  const session = useMemo<Session>(
    () => ({ state, profile, login, logout, enterGuest }),
    [state, profile, login, logout, enterGuest],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
