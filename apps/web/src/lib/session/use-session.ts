import { createContext, useContext } from 'react';
import type { Profile } from '@smm/contract/auth';
import type { SessionState } from '@smm/contract/enums';

export interface Session {
  state: SessionState;
  /** The member's profile, GUEST_PROFILE in guest mode, null when signed out or not loaded yet. */
  profile: Profile | null;
  /** Stores the jwt, refreshes the profile and switches to authorization. */
  login: (token: string) => void;
  /** Removes the jwt and member data; switches to unAuthorization. */
  logout: () => void;
  /** Browse mode: the dummy guest profile, no profile call. */
  enterGuest: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
