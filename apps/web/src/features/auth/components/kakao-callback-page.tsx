import { PopupCallbackPage } from './popup-callback-page.tsx';

/** /auth/kakao: Kakao's login popup hands its authorization code to the opener, as Naver's does. */
export function KakaoCallbackPage() {
  return <PopupCallbackPage source="kakao-auth" provider="카카오" />;
}
