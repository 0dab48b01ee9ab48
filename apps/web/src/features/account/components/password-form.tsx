import { useNavigate } from 'react-router';
import { changePasswordFormSchema } from '@smm/contract/auth';
import { RECOVERY_MESSAGES } from '@smm/contract/account-recovery-messages';
import { MESSAGES } from '@smm/contract/messages';
import { FormError } from '../../../components/ui/form-error.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { passwordField } from '../../../components/ui/credential-fields.ts';
import { TextFields } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { checkWith } from '../../../lib/form/form-check.ts';
import { useForm, useFormValues } from '../../../lib/form/use-form.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useGuestGuard } from '../../../lib/use-guest-guard.ts';
import { useChangePassword } from '../api/change-password.ts';

/** 409: the current password is wrong; a 429 explains itself; anything else has one text. */
function changePasswordErrorMessage(error: unknown): string {
  return apiErrorMessage(error, MESSAGES.password.other, {
    byStatus: { 409: MESSAGES.password.currentWrong },
    serverMessage: (status) => status === 429,
  });
}

const FIELDS = [
  passwordField('current-password', 'currentPassword', '현재 비밀번호', 'current-password', '8~20자'),
  passwordField('new-password', 'newPassword', '새 비밀번호', 'new-password', '8~20자'),
  passwordField('new-password-confirm', 'newPasswordConfirm', '새 비밀번호 재확인', 'new-password', '8~20자'),
];

/**
 * Password change (spec sections 5 and 8). Success revokes the member's tokens and replaces the
 * API key, so it goes straight to /logout.
 */
export function PasswordForm() {
  const { values, set } = useFormValues({ currentPassword: '', newPassword: '', newPasswordConfirm: '' });
  const change = useChangePassword();
  const refuseGuest = useGuestGuard();
  const toast = useToast();
  const navigate = useNavigate();

  const form = useForm({
    errorId: 'password-error',
    busy: change.isPending,
    refuse: refuseGuest,
    check: () => checkWith(changePasswordFormSchema, values),
    onValid: ({ currentPassword, newPassword }) =>
      change.mutate(
        { currentPassword, newPassword },
        {
          onSuccess: () => void navigate(PATHS.logout, { replace: true }),
          onError: (error) => toast.show(changePasswordErrorMessage(error), 'error'),
        },
      ),
  });

  return (
    <form className="form" noValidate aria-label="비밀번호 변경" onSubmit={form.submit}>
      <TextFields fields={FIELDS} values={values} set={set} errorFor={form.errorFor} />
      <FormError id={form.errorId} message={form.issue?.message} />
      <p className="field__hint">{RECOVERY_MESSAGES.resetHint}</p>
      <SubmitButton className="button button--primary" pending={change.isPending} pendingLabel="변경 중…">
        비밀번호 변경
      </SubmitButton>
    </form>
  );
}
