import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { RECOVERY_MESSAGES } from '@smm/contract/account-recovery-messages';
import { useToast } from '../../../components/ui/toast.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session/use-session.ts';

/**
 * After a reset every session of the member has ended, this browser's too if it was signed in:
 * the member is told and sent to the login page.
 */
export function useAfterReset() {
  const toast = useToast();
  const session = useSession();
  const navigate = useNavigate();
  return useCallback(() => {
    toast.show(RECOVERY_MESSAGES.resetDone, 'success');
    if (session.state === 'authorization') session.logout();
    void navigate(PATHS.login, { replace: true });
  }, [navigate, session, toast]);
}
