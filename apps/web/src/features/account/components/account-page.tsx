import { isEnabled } from '@smm/contract/settings';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import { useSettings } from '../../../lib/settings/get-settings.ts';
import './account.css';

function PasswordField({ id, name, label, autoComplete }: { id: string; name: string; label: string; autoComplete: string }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} name={name} className="input" type="password" autoComplete={autoComplete} placeholder="8~20자" />
    </div>
  );
}

export function AccountPage() {
  const { profile } = useSession();
  const settings = useSettings();
  const referralEnabled = isEnabled(settings, 'ENABLE_REFERRAL');

  return (
    <div className="page page--narrow account-page">
      <PageHeader title="계정 설정" description="비밀번호, API 키와 계정 정보를 관리합니다." />

      <section className="card" aria-labelledby="account-id-title">
        <h2 id="account-id-title" className="card__title">
          기본 정보
        </h2>
        <div className="field">
          <label className="field__label" htmlFor="account-id">
            아이디
          </label>
          <input id="account-id" className="input" type="text" value={profile?.id ?? ''} readOnly />
        </div>
      </section>

      {referralEnabled ? (
        <section className="card" aria-labelledby="account-referral-title">
          <h2 id="account-referral-title" className="card__title">
            추천인 코드
          </h2>
          {profile?.referralCode ? (
            <div className="key-box">
              <code className="key-box__value">{profile.referralCode}</code>
              <CopyButton value={profile.referralCode} ariaLabel="추천인 코드 복사" />
            </div>
          ) : (
            <div className="key-box">
              <span className="key-box__empty">발급된 추천인 코드가 없습니다.</span>
              <button type="button" className="button button--primary button--small">
                추천인 코드 발급
              </button>
            </div>
          )}
        </section>
      ) : null}

      <section className="card" aria-labelledby="account-password-title">
        <h2 id="account-password-title" className="card__title">
          비밀번호 변경
        </h2>
        <form className="form" noValidate onSubmit={(event) => event.preventDefault()}>
          <PasswordField id="current-password" name="currentPassword" label="현재 비밀번호" autoComplete="current-password" />
          <PasswordField id="new-password" name="newPassword" label="새 비밀번호" autoComplete="new-password" />
          <PasswordField id="new-password-confirm" name="newPasswordConfirm" label="새 비밀번호 재확인" autoComplete="new-password" />
          <button type="submit" className="button button--primary">
            비밀번호 변경
          </button>
        </form>
      </section>

      <section className="card" aria-labelledby="account-api-title">
        <h2 id="account-api-title" className="card__title">
          API 키
        </h2>
        <p className="card__lead">API로 주문할 때 요청 헤더 api-key에 넣는 값입니다. 다른 사람에게 알려주지 마세요.</p>
        <div className="key-box">
          {profile?.apiKey ? (
            <>
              <code className="key-box__value">{profile.apiKey}</code>
              <CopyButton value={profile.apiKey} ariaLabel="API 키 복사" />
            </>
          ) : (
            <span className="key-box__empty">발급된 API 키가 없습니다.</span>
          )}
          <button type="button" className="button button--secondary button--small">
            재발급
          </button>
        </div>
      </section>

      <section className="card card--danger" aria-labelledby="account-delete-title">
        <h2 id="account-delete-title" className="card__title">
          회원탈퇴
        </h2>
        <p className="card__lead">
          탈퇴하면 계정 정보와 남은 포인트, 주문 내역을 더 이상 이용할 수 없으며 되돌릴 수 없습니다. 진행 중인 주문과
          남은 포인트를 먼저 확인해 주세요.
        </p>
        <button type="button" className="button button--danger">
          회원탈퇴
        </button>
      </section>
    </div>
  );
}
