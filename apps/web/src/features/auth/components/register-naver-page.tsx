import { SocialRegisterForm } from './social-register-form.tsx';

export function RegisterNaverPage() {
  return <SocialRegisterForm provider="naver" title="네이버 간편 가입" />;
}
