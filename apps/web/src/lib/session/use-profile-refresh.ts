import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { profileQueryKey } from './get-profile.ts';
import { useSession } from './use-session.ts';

/**
 * Reads the member's profile (the balance in the header) again whenever another page opens (issue
 * 34): an approved top-up or a refund showed only after a reload, because the profile is read once
 * per session and the spec's query rules (no refetch on focus or reconnect) stay as they are. The
 * first page needs nothing: the session has just read it.
 */
export function useProfileRefreshOnPageOpen(): void {
  const { pathname } = useLocation();
  const { state } = useSession();
  const queryClient = useQueryClient();
  const opened = useRef(pathname);
  useEffect(() => {
    if (opened.current === pathname) return;
    opened.current = pathname;
    if (state === 'authorization') void queryClient.invalidateQueries({ queryKey: profileQueryKey });
  }, [pathname, state, queryClient]);
}
