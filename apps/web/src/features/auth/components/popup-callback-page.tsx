import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type PopupAuthSource = 'naver-auth' | 'kakao-auth';

/** The message the login page's popup listener waits for (spec section 2: source naver-auth). */
export interface PopupAuthMessage {
  source: PopupAuthSource;
  payload: { code: string | null; state: string | null };
}

/**
 * The provider redirects the login popup here with `code` and `state` (or, when the member
 * cancelled, an `error` and no code). Both go to the opener (same origin only) and the popup
 * closes itself.
 */
export function PopupCallbackPage({ source, provider }: { source: PopupAuthSource; provider: string }) {
  const [params] = useSearchParams();
  const sent = useRef(false);
  const code = params.get('code');
  const state = params.get('state');

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const message: PopupAuthMessage = { source, payload: { code, state } };
    const opener = window.opener as Window | null;
    opener?.postMessage(message, window.location.origin);
    window.close();
  }, [code, source, state]);

  return (
    <main className="popup-page" role="status" aria-live="polite">
      <p>{`${provider} 로그인 정보를 전달하고 있습니다. 창이 닫히지 않으면 이 창을 닫아 주세요.`}</p>
    </main>
  );
}
