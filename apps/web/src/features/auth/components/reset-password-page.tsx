import { useLocation } from 'react-router';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { AuthCard } from './auth-card.tsx';
import { RecoveryMethodSwitch } from './recovery-method-switch.tsx';
import { ResetByEmailForm } from './reset-by-email-form.tsx';
import { ResetByPhoneForm } from './reset-by-phone-form.tsx';
import { ResetByTokenForm } from './reset-by-token-form.tsx';
import { useRecoveryMethods } from '../hooks/use-recovery-methods.ts';

/** The token of an e-mailed link: it rides in the fragment (`#token=…`), which is never sent anywhere. */
export function tokenFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

/**
 * /reset-password: from an e-mailed link, the new-password form; otherwise asking for a link
 * (id and e-mail) or resetting with a code sent to the account's phone.
 */
export function ResetPasswordPage() {
  const token = tokenFromHash(useLocation().hash);
  const { methods, method, choose, ready } = useRecoveryMethods();
  if (token)
    return (
      <AuthCard title="비밀번호 재설정" description="새로 사용할 비밀번호를 입력해 주세요.">
        <ResetByTokenForm token={token} />
      </AuthCard>
    );
  return (
    <AuthCard
      title="비밀번호 찾기"
      description={
        method === 'phone'
          ? '아이디와 가입할 때 인증한 휴대전화 번호로 비밀번호를 다시 설정합니다.'
          : '아이디와 가입할 때 입력한 이메일로 비밀번호 재설정 링크를 보내드립니다.'
      }
    >
      {ready ? (
        <>
          <RecoveryMethodSwitch methods={methods} value={method} onChange={choose} />
          {method === 'phone' ? <ResetByPhoneForm /> : <ResetByEmailForm />}
        </>
      ) : (
        <LoadingState />
      )}
    </AuthCard>
  );
}
