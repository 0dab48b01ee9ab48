import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@smm/contract/messages';
import { useToast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { PATHS, type AppPath } from '../../../lib/paths.ts';
import { useSocialLogin, type SocialProvider } from '../api/social-login.ts';

export const SOCIAL_FAILED: Record<SocialProvider, string> = {
  naver: MESSAGES.login.naverFailed,
  kakao: MESSAGES.login.kakaoFailed,
};

const REGISTER_PATH: Record<SocialProvider, AppPath> = {
  naver: PATHS.registerNaver,
  kakao: PATHS.registerKakao,
};

/** What /register/naver and /register/kakao receive through navigation state. */
export interface SocialRegisterState {
  accessToken: string;
}

/**
 * Sends the code of the provider's login popup to our server. Linked: signed in like a password login. Not
 * linked (404 with `token`): on to the provider's register page carrying the token.
 */
export function useSocialSignIn(provider: SocialProvider) {
  const mutation = useSocialLogin(provider);
  const { mutate, isPending } = mutation;
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();

  const signIn = useCallback(
    (code: string) => {
      mutate(code, {
        onSuccess: ({ accessToken }) => {
          toast.show(MESSAGES.login.success, 'success');
          session.login(accessToken);
          void navigate(PATHS.order, { replace: true });
        },
        onError: (error) => {
          const token = isApiError(error) && error.status === 404 ? error.envelope?.token : undefined;
          if (token) {
            const state: SocialRegisterState = { accessToken: token };
            void navigate(REGISTER_PATH[provider], { state });
            return;
          }
          toast.show(apiErrorMessage(error, SOCIAL_FAILED[provider]), 'error');
        },
      });
    },
    [mutate, navigate, provider, session, toast],
  );

  return { signIn, isPending };
}
