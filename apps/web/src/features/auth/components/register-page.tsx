import { useState } from 'react';
import { Link } from 'react-router';
import { AuthCard } from './auth-card.tsx';
import { GeneralRegisterForm } from './general-register-form.tsx';
import { SocialLoginButtons, useSocialEnabled } from './social-login-buttons.tsx';
import { PATHS } from '../../../lib/paths.ts';

/**
 * /register: with social sign-up enabled the visitor first chooses general or social sign-up;
 * otherwise the general form shows at once (spec section 2).
 */
export function RegisterPage() {
  const social = useSocialEnabled();
  const [general, setGeneral] = useState(false);
  const choosing = social.any && !general;

  return (
    <AuthCard
      title="회원가입"
      description={
        choosing ? '가입 방법을 선택해 주세요.' : '가입 후 포인트를 충전하면 바로 주문할 수 있습니다.'
      }
    >
      {choosing ? (
        <div className="register-choice" role="group" aria-label="가입 방법">
          <button
            type="button"
            className="button button--primary button--large button--block"
            onClick={() => setGeneral(true)}
          >
            아이디로 가입하기
          </button>
          <p className="divider">
            <span>간편 가입</span>
          </p>
          <SocialLoginButtons verb="가입하기" />
          <p className="field__hint field__hint--center">
            간편 가입은 처음 한 번만 추가 정보를 입력하면 됩니다. 이미 가입했다면 바로 로그인됩니다.
          </p>
        </div>
      ) : (
        <>
          {social.any ? (
            <button
              type="button"
              className="button button--ghost button--small register-back"
              onClick={() => setGeneral(false)}
            >
              ← 다른 방법으로 가입
            </button>
          ) : null}
          <GeneralRegisterForm />
        </>
      )}
      <p className="auth-card__footer">
        이미 계정이 있으신가요?{' '}
        <Link to={PATHS.login} className="text-link">
          로그인
        </Link>
      </p>
    </AuthCard>
  );
}
