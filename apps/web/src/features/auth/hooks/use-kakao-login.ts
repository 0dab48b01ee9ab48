import { useCallback } from 'react';
import { MESSAGES } from '@smm/contract/messages';
import { useToast } from '../../../components/ui/toast.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useSettings } from '../../../lib/settings/get-settings.ts';
import { usePopupCode } from './use-popup-code.ts';
import { useSocialSignIn } from './use-social-sign-in.ts';

export const KAKAO_AUTHORIZE_URL = 'https://kauth.kakao.com/oauth/authorize';

/** Where Kakao sends the popup back: this storefront's /auth/kakao (registered at Kakao). */
export function kakaoRedirectUri(): string {
  return `${window.location.origin}${PATHS.kakaoCallback}`;
}

/** A fresh state per login: the code that comes back must answer this very request. */
function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Kakao's authorize page for our REST API key (the KAKAO_TOKEN setting), or null without one. */
export function kakaoAuthorizeUrl(restApiKey: string | undefined, state: string): string | null {
  const clientId = restApiKey?.trim();
  if (!clientId) return null;
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: kakaoRedirectUri(),
    response_type: 'code',
    state,
  });
  return `${KAKAO_AUTHORIZE_URL}?${query.toString()}`;
}

/**
 * Kakao login with the authorization code flow (Kakao's REST API login; the JavaScript SDK v1's
 * `Auth.login` is legacy): a popup to Kakao's authorize page, /auth/kakao posts the code back,
 * and POST /auth/login/kakao exchanges it on the server with the REST API key. Nothing is loaded
 * from Kakao into this page.
 */
export function useKakaoLogin() {
  const settings = useSettings();
  const toast = useToast();
  const { signIn, isPending } = useSocialSignIn('kakao');
  const onFail = useCallback(() => toast.show(MESSAGES.login.kakaoAuthFailed, 'error'), [toast]);
  const open = usePopupCode({ source: 'kakao-auth', windowName: 'kakao-login', onCode: signIn, onFail });

  const start = useCallback(() => {
    const state = newState();
    open(kakaoAuthorizeUrl(settings.KAKAO_TOKEN, state), state);
  }, [open, settings.KAKAO_TOKEN]);

  return { start, isPending };
}
