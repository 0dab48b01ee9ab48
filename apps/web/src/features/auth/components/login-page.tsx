import { Link } from 'react-router';
import { AuthCard } from './auth-card.tsx';
import { LoginForm } from './login-form.tsx';
import { RecoveryLinks } from './recovery-links.tsx';
import { SocialLoginButtons, useSocialEnabled } from './social-login-buttons.tsx';
import { PATHS } from '../../../lib/paths.ts';

export function LoginPage() {
  const social = useSocialEnabled();
  return (
    <AuthCard title="로그인" description="아이디와 비밀번호로 로그인해 주세요.">
      <LoginForm />
      <RecoveryLinks />
      {social.any ? (
        <div className="social-login">
          <p className="divider">
            <span>간편 로그인</span>
          </p>
          <SocialLoginButtons />
        </div>
      ) : null}
      <p className="auth-card__footer">
        아직 회원이 아니신가요?{' '}
        <Link to={PATHS.register} className="text-link">
          회원가입
        </Link>
      </p>
    </AuthCard>
  );
}
