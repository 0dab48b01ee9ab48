import { useCallback } from 'react';
import { MESSAGES } from '@smm/contract/messages';
import { useToast } from '../../../components/ui/toast.tsx';
import { useSettings } from '../../../lib/settings/get-settings.ts';
import { POPUP_FEATURES } from './use-naver-login.ts';
import { useSocialSignIn } from './use-social-sign-in.ts';

export const KAKAO_AUTHORIZE_URL = 'https://kauth.kakao.com/oauth/authorize';

/** The part of the Kakao JS SDK (v1) this page uses, when a deployment loads it. */
interface KakaoSdk {
  isInitialized(): boolean;
  init(appKey: string): void;
  Auth: {
    login(options: { success: (auth: { access_token?: unknown }) => void; fail: (error: unknown) => void }): void;
  };
}

function kakaoSdk(): KakaoSdk | undefined {
  return (window as Window & { Kakao?: KakaoSdk }).Kakao;
}

export function kakaoAuthorizeUrl(appKey: string): string {
  const query = new URLSearchParams({
    client_id: appKey,
    redirect_uri: `${window.location.origin}/login`,
    response_type: 'code',
  });
  return `${KAKAO_AUTHORIZE_URL}?${query.toString()}`;
}

/**
 * Kakao login. Nothing external is loaded here: with the Kakao SDK on the page (window.Kakao) its
 * popup login yields an access token for POST /auth/login/kakao; without it Kakao's authorize page
 * opens instead.
 */
export function useKakaoLogin() {
  const settings = useSettings();
  const toast = useToast();
  const { signIn, isPending } = useSocialSignIn('kakao');

  const start = useCallback(() => {
    const appKey = settings.KAKAO_TOKEN?.trim();
    const authFailed = () => toast.show(MESSAGES.login.kakaoAuthFailed, 'error');
    if (!appKey) {
      authFailed();
      return;
    }
    const sdk = kakaoSdk();
    if (!sdk) {
      if (!window.open(kakaoAuthorizeUrl(appKey), 'kakao-login', POPUP_FEATURES)) authFailed();
      return;
    }
    try {
      if (!sdk.isInitialized()) sdk.init(appKey);
      sdk.Auth.login({
        success: (auth) => {
          if (typeof auth.access_token === 'string' && auth.access_token) signIn(auth.access_token);
          else authFailed();
        },
        fail: authFailed,
      });
    } catch {
      authFailed();
    }
  }, [settings.KAKAO_TOKEN, signIn, toast]);

  return { start, isPending };
}
