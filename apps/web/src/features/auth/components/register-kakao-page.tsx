import { SocialRegisterForm } from './social-register-form.tsx';

export function RegisterKakaoPage() {
  return <SocialRegisterForm provider="kakao" title="카카오 간편 가입" />;
}
