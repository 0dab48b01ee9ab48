import { isEnabled } from '@smm/contract/settings-map';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import { useSettings } from '../../../lib/settings/get-settings.ts';
import { ApiKeySection } from './api-key-section.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { PasswordForm } from './password-form.tsx';
import { ReferralEarnings } from './referral-earnings.tsx';
import { ReferralSection } from './referral-section.tsx';
import { SocialSignInSection } from './social-sign-in-section.tsx';
import './account.css';

/**
 * /account (spec section 2): id, referral code and (issue 35) its commission, password change (or, for a Naver or Kakao member,
 * how they sign in), api key and deletion.
 */
export function AccountPage() {
  const { profile } = useSession();
  const referralEnabled = isEnabled(useSettings(), 'ENABLE_REFERRAL');

  return (
    <div className="page page--narrow account-page">
      <PageHeader
        title="계정 설정"
        description={
          profile?.socialProvider
            ? 'API 키와 계정 정보를 관리합니다.'
            : '비밀번호, API 키와 계정 정보를 관리합니다.'
        }
      />

      <section className="card" aria-labelledby="account-id-title">
        <h2 id="account-id-title" className="card__title">
          기본 정보
        </h2>
        <div className="field">
          <label className="field__label" htmlFor="account-id">
            아이디
          </label>
          <input
            id="account-id"
            className="input"
            type="text"
            autoComplete="username"
            value={profile?.id ?? ''}
            readOnly
          />
        </div>
      </section>

      {referralEnabled ? <ReferralSection referralCode={profile?.referralCode ?? null} /> : null}
      {referralEnabled ? <ReferralEarnings /> : null}

      {profile?.socialProvider ? (
        <SocialSignInSection provider={profile.socialProvider} />
      ) : (
        <section className="card" aria-labelledby="account-password-title">
          <h2 id="account-password-title" className="card__title">
            비밀번호 변경
          </h2>
          <PasswordForm />
        </section>
      )}

      <ApiKeySection apiKey={profile?.apiKey ?? null} />

      <DeleteAccountSection />
    </div>
  );
}
