import { PopupCallbackPage } from './popup-callback-page.tsx';

/** /auth/naver: Naver's login popup hands its code to the opener (spec section 2). */
export function NaverCallbackPage() {
  return <PopupCallbackPage source="naver-auth" provider="네이버" />;
}
