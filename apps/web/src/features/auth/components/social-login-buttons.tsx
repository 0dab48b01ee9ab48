import { isEnabled } from '@smm/contract/settings-map';
import { useSettings } from '../../../lib/settings/get-settings.ts';
import { useKakaoLogin } from '../hooks/use-kakao-login.ts';
import { useNaverLogin } from '../hooks/use-naver-login.ts';

/** True when either social provider is switched on (ENABLE_SNS_NAVER / ENABLE_SNS_KAKAO). */
export function useSocialEnabled() {
  const settings = useSettings();
  const naver = isEnabled(settings, 'ENABLE_SNS_NAVER');
  const kakao = isEnabled(settings, 'ENABLE_SNS_KAKAO');
  return { naver, kakao, any: naver || kakao };
}

/**
 * The Naver and Kakao buttons, each only when its flag is on. Login and sign-up use the same flow:
 * a provider account without a member lands on the provider's register page.
 */
export function SocialLoginButtons({ verb = '로그인' }: { verb?: '로그인' | '가입하기' }) {
  const enabled = useSocialEnabled();
  const naver = useNaverLogin();
  const kakao = useKakaoLogin();
  if (!enabled.any) return null;
  return (
    <>
      {enabled.naver ? (
        <button
          type="button"
          className="button button--block social-button social-button--naver"
          disabled={naver.isPending}
          onClick={naver.start}
        >
          <span className="social-button__mark" aria-hidden="true">
            N
          </span>
          {`네이버로 ${verb}`}
        </button>
      ) : null}
      {enabled.kakao ? (
        <button
          type="button"
          className="button button--block social-button social-button--kakao"
          disabled={kakao.isPending}
          onClick={kakao.start}
        >
          <span className="social-button__mark" aria-hidden="true">
            K
          </span>
          {`카카오로 ${verb}`}
        </button>
      ) : null}
    </>
  );
}
