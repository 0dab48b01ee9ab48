import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { AuthCard } from './auth-card.tsx';
import { FindIdByEmailForm } from './find-id-by-email-form.tsx';
import { FindIdByPhoneForm } from './find-id-by-phone-form.tsx';
import { RecoveryMethodSwitch } from './recovery-method-switch.tsx';
import { useRecoveryMethods } from '../hooks/use-recovery-methods.ts';

/** /find-id: the id by the account's phone number (shown, partly hidden) or by e-mail (mailed). */
export function FindIdPage() {
  const { methods, method, choose, ready } = useRecoveryMethods();
  return (
    <AuthCard
      title="아이디 찾기"
      description={
        method === 'phone'
          ? '가입할 때 인증한 휴대전화 번호로 아이디를 찾습니다.'
          : '가입할 때 입력한 이메일로 아이디를 보내드립니다.'
      }
    >
      {ready ? (
        <>
          <RecoveryMethodSwitch methods={methods} value={method} onChange={choose} />
          {method === 'phone' ? <FindIdByPhoneForm /> : <FindIdByEmailForm />}
        </>
      ) : (
        <LoadingState />
      )}
    </AuthCard>
  );
}
