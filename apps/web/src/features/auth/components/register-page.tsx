import { Link } from 'react-router';
import { isEnabled } from '@smm/contract/settings';
import { useSettings } from '../../../lib/settings/get-settings.ts';
import { AuthCard } from './auth-card.tsx';
import { PhoneVerificationFields, ReferralField, RegisterWhereField } from './register-fields.tsx';

export function RegisterPage() {
  const settings = useSettings();
  const social = isEnabled(settings, 'ENABLE_SNS_NAVER') || isEnabled(settings, 'ENABLE_SNS_KAKAO');

  return (
    <AuthCard title="회원가입" description="가입 후 포인트를 충전하면 바로 주문할 수 있습니다.">
      {social ? (
        <div className="notice-inline">
          네이버·카카오 계정으로 가입하려면{' '}
          <Link to="/login" className="text-link">
            로그인 화면
          </Link>
          의 간편 로그인을 이용해 주세요. 처음 로그인하면 간편 가입 화면으로 이동합니다.
        </div>
      ) : null}
      <form className="form" noValidate onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label className="field__label" htmlFor="register-id">
            아이디
          </label>
          <input id="register-id" name="id" className="input" type="text" autoComplete="username" autoCapitalize="off" />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="register-password">
            비밀번호
          </label>
          <input
            id="register-password"
            name="password"
            className="input"
            type="password"
            autoComplete="new-password"
            placeholder="8~20자"
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="register-password-confirm">
            비밀번호 재확인
          </label>
          <input
            id="register-password-confirm"
            name="passwordConfirm"
            className="input"
            type="password"
            autoComplete="new-password"
            placeholder="8~20자"
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="register-email">
            이메일
          </label>
          <input id="register-email" name="email" className="input" type="email" autoComplete="email" />
        </div>
        <RegisterWhereField />
        {isEnabled(settings, 'ENABLE_PHONE_NUMBER') ? <PhoneVerificationFields /> : null}
        {isEnabled(settings, 'ENABLE_REFERRAL') ? <ReferralField /> : null}
        <button type="submit" className="button button--primary button--large button--block">
          회원가입
        </button>
      </form>
      <p className="auth-card__footer">
        이미 계정이 있으신가요?{' '}
        <Link to="/login" className="text-link">
          로그인
        </Link>
      </p>
    </AuthCard>
  );
}
