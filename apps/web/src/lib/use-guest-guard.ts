import { useCallback } from 'react';
import { MESSAGES_ACCOUNT } from '@smm/contract/messages/account';
import { useToast } from '../components/ui/toast.tsx';
import { useSession } from './session/use-session.ts';

/**
 * Guests browse with a dummy profile and may not act as a member (spec sections 5 and 6). Returns
 * `refuseGuest()`: for anyone but a signed-in member (a guest, or a signed-out visitor browsing
 * /order) it shows '둘러보기 상태에서는 불가능 합니다' and returns true, so the caller stops (and
 * may show `<GuestInvitation />`); for a member it returns false.
 *
 *   const refuseGuest = useGuestGuard();
 *   const submit = () => { if (refuseGuest()) return; mutation.mutate(...) };
 */
export function useGuestGuard(): () => boolean {
  const { state } = useSession();
  const toast = useToast();
  return useCallback(() => {
    if (state === 'authorization') return false;
    toast.show(MESSAGES_ACCOUNT.guestRefused, 'error');
    return true;
  }, [state, toast]);
}
