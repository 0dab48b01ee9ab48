import { findIdByPhoneRequestSchema, type FoundAccount } from '@smm/contract/account-recovery';
import { RECOVERY_MESSAGES, SOCIAL_PROVIDER_LABELS } from '@smm/contract/account-recovery-messages';
import { formatDateTime } from '@smm/contract/format';
import { Link } from 'react-router';
import { FormError } from '../../../components/ui/form-error.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { checkWith } from '../../../lib/form/form-check.ts';
import { useForm } from '../../../lib/form/use-form.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useFindIdByPhone } from '../api/find-id-by-phone.ts';
import { sendRecoveryCode } from '../api/send-recovery-code.ts';
import { recoveryErrorMessage } from '../hooks/auth-messages.ts';
import { isPhoneCodeGone, phoneIssue, usePhoneVerification } from '../hooks/use-phone-verification.ts';
import { PhoneVerificationFields } from './register-fields.tsx';
import { RecoveryOutcome } from './recovery-outcome.tsx';

/** The id on a number, after a code sent to it: shown partly hidden, with the sign-up time. */
export function FindIdByPhoneForm() {
  const phone = usePhoneVerification(sendRecoveryCode);
  const find = useFindIdByPhone();
  const toast = useToast();
  const form = useForm({
    errorId: 'find-id-phone-error',
    busy: find.isPending,
    check: () => {
      const message = phone.error();
      if (message) return phoneIssue(message);
      return checkWith(findIdByPhoneRequestSchema, {
        phoneNumber: phone.phoneNumber,
        sendCode: phone.sendCode,
      });
    },
    onValid: (body) =>
      find.mutate(body, {
        onError: (error) => {
          toast.show(recoveryErrorMessage(error), 'error');
          if (isPhoneCodeGone(error)) phone.restart();
        },
      }),
  });
  if (find.data) return <FoundId account={find.data.account} />;
  return (
    <form className="form" noValidate aria-label="휴대전화로 아이디 찾기" onSubmit={form.submit}>
      <PhoneVerificationFields phone={phone} errorFor={form.errorFor} />
      <FormError id={form.errorId} message={form.issue?.message} />
      <SubmitButton pending={find.isPending} pendingLabel="찾는 중…">
        아이디 찾기
      </SubmitButton>
    </form>
  );
}

function FoundId({ account }: { account: FoundAccount | null }) {
  if (!account)
    return (
      <RecoveryOutcome>
        <p>{RECOVERY_MESSAGES.noAccountOnPhone}</p>
        <p>
          <Link to={PATHS.register} className="text-link">
            회원가입하기
          </Link>
        </p>
      </RecoveryOutcome>
    );
  const provider = account.provider ? SOCIAL_PROVIDER_LABELS[account.provider] : null;
  return (
    <RecoveryOutcome>
      <p>이 휴대전화 번호로 가입된 아이디입니다.</p>
      <dl className="found-id">
        <div>
          <dt>아이디</dt>
          <dd className="found-id__value">{account.maskedId}</dd>
        </div>
        <div>
          <dt>가입일</dt>
          <dd>{formatDateTime(account.joinedAt)}</dd>
        </div>
      </dl>
      {provider ? (
        <p className="recovery-outcome__note">{RECOVERY_MESSAGES.socialOnly(provider)}</p>
      ) : (
        <p className="recovery-outcome__note">
          아이디 전체는 이메일로 받을 수 있습니다. 비밀번호가 기억나지 않으면{' '}
          <Link to={PATHS.resetPassword} className="text-link">
            비밀번호 찾기
          </Link>
          를 이용해 주세요.
        </p>
      )}
    </RecoveryOutcome>
  );
}
