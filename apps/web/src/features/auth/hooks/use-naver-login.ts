import { useCallback } from 'react';
import type { SettingsMap } from '@smm/contract/settings-map';
import { useToast } from '../../../components/ui/toast.tsx';
import { useSettings } from '../../../lib/settings/get-settings.ts';
import { usePopupCode } from './use-popup-code.ts';
import { SOCIAL_FAILED, useSocialSignIn } from './use-social-sign-in.ts';

export const NAVER_AUTHORIZE_URL = 'https://nid.naver.com/oauth2.0/authorize';

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

/**
 * The Naver popup flow: open the authorize page, then wait for /auth/naver (in the popup) to post
 * `{ source: 'naver-auth', payload: { code, state } }` with the NAVER_STATE we sent (the server
 * exchanges the code with the same state); the code goes to POST /auth/login/naver.
 */
export function useNaverLogin() {
  const settings = useSettings();
  const toast = useToast();
  const { signIn, isPending } = useSocialSignIn('naver');
  const onFail = useCallback(() => toast.show(SOCIAL_FAILED.naver, 'error'), [toast]);
  const open = usePopupCode({ source: 'naver-auth', windowName: 'naver-login', onCode: signIn, onFail });

  const start = useCallback(
    () => open(naverAuthorizeUrl(settings), settings.NAVER_STATE ?? ''),
    [open, settings],
  );

  return { start, isPending };
}
