import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@smm/contract/messages';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { PATHS } from '../../../lib/paths.ts';
import { isPhoneCodeGone } from './use-phone-verification.ts';

/**
 * What every sign-up form does with the answer: success toast and /login, or the failure message.
 * When the phone code is gone, `restartPhone` unlocks the number so a new code can be sent.
 */
export function useRegisterOutcome(restartPhone?: () => void) {
  const toast = useToast();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      onSuccess: () => {
        toast.show(MESSAGES.register.success, 'success');
        void navigate(PATHS.login, { replace: true });
      },
      onError: (error: unknown) => {
        toast.show(apiErrorMessage(error, MESSAGES.register.failure), 'error');
        if (isPhoneCodeGone(error)) restartPhone?.();
      },
    }),
    [navigate, restartPhone, toast],
  );
}
