import { AUTH_MESSAGES } from '@smm/contract/auth-messages';
import { SOCIAL_PROVIDER_LABELS, type SocialProvider } from '@smm/contract/account-recovery-messages';

/**
 * In place of the password form for a member who signs in with Naver or Kakao: such an account has
 * no password, so a change form could only ever answer '현재 비밀번호가 다릅니다.'.
 */
export function SocialSignInSection({ provider }: { provider: SocialProvider }) {
  const label = SOCIAL_PROVIDER_LABELS[provider];
  return (
    <section className="card" aria-labelledby="account-sign-in-title">
      <h2 id="account-sign-in-title" className="card__title">
        로그인 방법
      </h2>
      <p className="account-page__sign-in">
        <span className={`account-page__provider account-page__provider--${provider}`}>{label} 로그인</span>
      </p>
      <p className="field__hint">{AUTH_MESSAGES.social.passwordless(label)}</p>
    </section>
  );
}
