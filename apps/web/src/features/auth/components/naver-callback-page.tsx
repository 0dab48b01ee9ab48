import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** The message the login page's popup listener waits for (spec section 2). */
export interface NaverAuthMessage {
  source: 'naver-auth';
  payload: { code: string | null; state: string | null };
}

/**
 * Naver redirects the login popup here. The code goes to the opener (same origin only) and the
 * popup closes itself.
 */
export function NaverCallbackPage() {
  const [params] = useSearchParams();
  const sent = useRef(false);
  const code = params.get('code');
  const state = params.get('state');

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const message: NaverAuthMessage = { source: 'naver-auth', payload: { code, state } };
    const opener = window.opener as Window | null;
    opener?.postMessage(message, window.location.origin);
    window.close();
  }, [code, state]);

  return (
    <main className="popup-page" role="status" aria-live="polite">
      <p>네이버 로그인 정보를 전달하고 있습니다. 창이 닫히지 않으면 이 창을 닫아 주세요.</p>
    </main>
  );
}
