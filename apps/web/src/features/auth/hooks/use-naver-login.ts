import { useCallback, useEffect, useRef } from 'react';
import type { SettingsMap } from '@smm/contract/settings-map';
import { useToast } from '../../../components/ui/toast.tsx';
import { useSettings } from '../../../lib/settings/get-settings.ts';
import type { NaverAuthMessage } from '../components/naver-callback-page.tsx';
import { SOCIAL_FAILED, useSocialSignIn } from './use-social-sign-in.ts';

export const NAVER_AUTHORIZE_URL = 'https://nid.naver.com/oauth2.0/authorize';
export const POPUP_FEATURES = 'popup,width=480,height=720';

/** Naver's authorize page for our client, or null while the settings lack the client id or redirect. */
export function naverAuthorizeUrl(settings: SettingsMap): string | null {
  const clientId = settings.NAVER_CLIENT_ID?.trim();
  const redirectUri = settings.NAVER_REDIRECT_URL?.trim();
  if (!clientId || !redirectUri) return null;
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    state: settings.NAVER_STATE ?? '',
  });
  return `${NAVER_AUTHORIZE_URL}?${query.toString()}`;
}

export function isNaverAuthMessage(data: unknown): data is NaverAuthMessage {
  if (!data || typeof data !== 'object') return false;
  const { source, payload } = data as Partial<NaverAuthMessage>;
  return source === 'naver-auth' && !!payload && typeof payload === 'object';
}

/**
 * The Naver popup flow: open the authorize page, then wait for /auth/naver (in the popup) to post
 * `{ source: 'naver-auth', payload: { code, state } }`. Only a message from our own origin, while a
 * popup of ours is open, with the state we sent, is taken; its code goes to POST /auth/login/naver.
 */
export function useNaverLogin() {
  const settings = useSettings();
  const toast = useToast();
  const { signIn, isPending } = useSocialSignIn('naver');
  const waiting = useRef(false);
  const expectedState = settings.NAVER_STATE ?? '';

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isNaverAuthMessage(event.data)) return;
      if (!waiting.current) return;
      waiting.current = false;
      const { code, state } = event.data.payload;
      if (!code || (state ?? '') !== expectedState) {
        toast.show(SOCIAL_FAILED.naver, 'error');
        return;
      }
      signIn(code);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [expectedState, signIn, toast]);

  const start = useCallback(() => {
    const url = naverAuthorizeUrl(settings);
    // Not noopener: the callback page needs window.opener to hand the code back.
    const popup = url ? window.open(url, 'naver-login', POPUP_FEATURES) : null;
    if (!popup) {
      toast.show(SOCIAL_FAILED.naver, 'error');
      return;
    }
    waiting.current = true;
  }, [settings, toast]);

  return { start, isPending };
}
