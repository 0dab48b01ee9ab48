import { Link, useLocation } from 'react-router';
import { isEnabled } from '@smm/contract/settings';
import { useSettings } from '../../../lib/settings/get-settings.ts';
import { AuthCard } from './auth-card.tsx';
import { PhoneVerificationFields, ReferralField, RegisterWhereField } from './register-fields.tsx';

/** The provider token arrives through navigation state from the social login (spec section 2). */
export function useSocialAccessToken(): string | null {
  const { state } = useLocation() as { state: unknown };
  if (state && typeof state === 'object' && 'accessToken' in state && typeof state.accessToken === 'string') {
    return state.accessToken;
  }
  return null;
}

export function SocialRegisterForm({ provider, title }: { provider: 'naver' | 'kakao'; title: string }) {
  const settings = useSettings();
  const accessToken = useSocialAccessToken();

  if (!accessToken) {
    return (
      <AuthCard title={title}>
        <p className="empty-text">간편 가입 정보가 없습니다. 로그인 화면에서 간편 로그인을 다시 시도해 주세요.</p>
        <Link to="/login" className="button button--primary button--large button--block">
          로그인 화면으로
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title} description="몇 가지 정보만 입력하면 가입이 끝납니다.">
      <form className="form" noValidate data-provider={provider} onSubmit={(event) => event.preventDefault()}>
        {isEnabled(settings, 'ENABLE_PHONE_NUMBER') ? <PhoneVerificationFields /> : null}
        {isEnabled(settings, 'ENABLE_REFERRAL') ? <ReferralField /> : null}
        <RegisterWhereField />
        <button type="submit" className="button button--primary button--large button--block">
          회원가입
        </button>
      </form>
    </AuthCard>
  );
}
