import { useCallback, useRef, useState } from 'react';
import { MESSAGES } from '@smm/contract/messages';
import { useToast } from '../../../components/ui/toast.tsx';
import { loadGlobalScript } from '../../../lib/load-script.ts';
import { useSettings } from '../../../lib/settings/get-settings.ts';
import { useSocialSignIn } from './use-social-sign-in.ts';

/**
 * The Kakao JavaScript SDK v1 ("Legacy"): the line that has Kakao.Auth.login, the popup login that
 * hands the page an access token (v2 only redirects with an authorization code, which our server does
 * not take). Kakao's current v1 page also lists https://t1.kakaocdn.net/kakao_js_sdk/v1/kakao.min.js.
 */
export const KAKAO_SDK_URL = 'https://developers.kakao.com/sdk/js/kakao.min.js';

/** The part of the Kakao JS SDK (v1) this page uses. */
export interface KakaoSdk {
  isInitialized(): boolean;
  init(appKey: string): void;
  Auth: {
    login(options: {
      success: (auth: { access_token?: unknown }) => void;
      fail: (error: unknown) => void;
    }): void;
  };
}

function kakaoSdk(): KakaoSdk | undefined {
  return (window as Window & { Kakao?: KakaoSdk }).Kakao;
}

/** window.Kakao, loading the SDK first when the page does not have it yet. */
export function loadKakaoSdk(): Promise<KakaoSdk> {
  return loadGlobalScript(KAKAO_SDK_URL, kakaoSdk);
}

/**
 * Kakao login: the SDK's popup login yields an access token, which POST /auth/login/kakao verifies
 * with Kakao against our app. The SDK is fetched on the first click only, so the login page does not
 * pay for it; with the SDK already on the page the popup opens straight from the click.
 */
export function useKakaoLogin() {
  const settings = useSettings();
  const toast = useToast();
  const { signIn, isPending } = useSocialSignIn('kakao');
  const [loading, setLoading] = useState(false);
  const loadingRef = useRef(false);

  const start = useCallback(() => {
    const appKey = settings.KAKAO_TOKEN?.trim();
    const authFailed = () => toast.show(MESSAGES.login.kakaoAuthFailed, 'error');
    if (!appKey) {
      authFailed();
      return;
    }
    const login = (sdk: KakaoSdk) => {
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
    };
    // Synchronously when present: browsers allow the popup only close to the click.
    const present = kakaoSdk();
    if (present) {
      login(present);
      return;
    }
    if (loadingRef.current) return;
    loadingRef.current = true;
    setLoading(true);
    void loadKakaoSdk()
      .then(login, authFailed)
      .finally(() => {
        loadingRef.current = false;
        setLoading(false);
      });
  }, [settings.KAKAO_TOKEN, signIn, toast]);

  return { start, isPending: isPending || loading };
}
