import { Link } from 'react-router';
import { isEnabled } from '@smm/contract/settings';
import { useSettings } from '../../../lib/settings/get-settings.ts';
import { AuthCard } from './auth-card.tsx';

export function LoginPage() {
  const settings = useSettings();
  const naver = isEnabled(settings, 'ENABLE_SNS_NAVER');
  const kakao = isEnabled(settings, 'ENABLE_SNS_KAKAO');

  return (
    <AuthCard title="로그인" description="아이디와 비밀번호로 로그인해 주세요.">
      <form className="form" noValidate onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label className="field__label" htmlFor="login-id">
            아이디
          </label>
          <input id="login-id" name="id" className="input" type="text" autoComplete="username" autoCapitalize="off" />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="login-password">
            비밀번호
          </label>
          <input id="login-password" name="password" className="input" type="password" autoComplete="current-password" />
        </div>
        <label className="checkbox">
          <input type="checkbox" name="saveId" />
          <span>아이디 저장</span>
        </label>
        <button type="submit" className="button button--primary button--large button--block">
          로그인
        </button>
      </form>

      {naver || kakao ? (
        <div className="social-login">
          <p className="divider">
            <span>간편 로그인</span>
          </p>
          {naver ? (
            <button type="button" className="button button--block social-button social-button--naver">
              <span className="social-button__mark" aria-hidden="true">
                N
              </span>
              네이버로 로그인
            </button>
          ) : null}
          {kakao ? (
            <button type="button" className="button button--block social-button social-button--kakao">
              <span className="social-button__mark" aria-hidden="true">
                K
              </span>
              카카오로 로그인
            </button>
          ) : null}
        </div>
      ) : null}

      <p className="auth-card__footer">
        아직 회원이 아니신가요?{' '}
        <Link to="/register" className="text-link">
          회원가입
        </Link>
      </p>
    </AuthCard>
  );
}
