import { Link } from 'react-router';
import { resetByTokenFormSchema } from '@smm/contract/account-recovery';
import { RECOVERY_MESSAGES } from '@smm/contract/account-recovery-messages';
import { FormError } from '../../../components/ui/form-error.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField, TextFields } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { checkWith } from '../../../lib/form/form-check.ts';
import { useForm, useFormValues } from '../../../lib/form/use-form.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useResetPasswordByToken, useResetToken } from '../api/reset-token.ts';
import { recoveryErrorMessage } from '../hooks/auth-messages.ts';
import { useAfterReset } from '../hooks/use-after-reset.ts';
import { NEW_PASSWORD_FIELDS } from './new-password-fields.ts';

/** The new-password form of an e-mailed link; a dead link says so and offers a new one. */
export function ResetByTokenForm({ token }: { token: string }) {
  const owner = useResetToken(token);
  if (owner.isPending) return <LoadingState label="링크를 확인하는 중입니다" />;
  if (owner.isError)
    return (
      <div className="recovery-outcome" role="alert">
        <p>{recoveryErrorMessage(owner.error)}</p>
        <Link to={PATHS.resetPassword} className="button button--primary button--large button--block">
          비밀번호 찾기 다시 하기
        </Link>
      </div>
    );
  return <NewPasswordForm token={token} loginId={owner.data.loginId} />;
}

function NewPasswordForm({ token, loginId }: { token: string; loginId: string }) {
  const { values, set } = useFormValues({ newPassword: '', newPasswordConfirm: '' });
  const reset = useResetPasswordByToken();
  const toast = useToast();
  const afterReset = useAfterReset();
  const form = useForm({
    errorId: 'reset-token-error',
    busy: reset.isPending,
    check: () => checkWith(resetByTokenFormSchema, { ...values, token }),
    onValid: ({ newPasswordConfirm: _confirm, ...body }) =>
      reset.mutate(body, {
        onSuccess: afterReset,
        onError: (error) => toast.show(recoveryErrorMessage(error), 'error'),
      }),
  });
  return (
    <form className="form" noValidate aria-label="새 비밀번호 설정" onSubmit={form.submit}>
      {/* The id in a username field, so the password manager saves the new password for it. */}
      <TextField
        id="reset-token-id"
        name="username"
        label="아이디"
        value={loginId}
        onChange={() => undefined}
        readOnly
        autoComplete="username"
      />
      <TextFields fields={NEW_PASSWORD_FIELDS} values={values} set={set} errorFor={form.errorFor} />
      <FormError id={form.errorId} message={form.issue?.message} />
      <p className="field__hint">{RECOVERY_MESSAGES.resetHint}</p>
      <SubmitButton pending={reset.isPending} pendingLabel="변경 중…">
        비밀번호 변경
      </SubmitButton>
    </form>
  );
}
