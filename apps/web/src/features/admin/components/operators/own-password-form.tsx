import { ADMIN_OPERATOR_MESSAGES as M } from '@smm/contract/admin-operators-messages';
import { changePasswordFormSchema } from '@smm/contract/auth';
import { MESSAGES } from '@smm/contract/messages';
import { passwordField } from '../../../../components/ui/credential-fields.ts';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { TextFields } from '../../../../components/ui/text-field.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { checkWith } from '../../../../lib/form/form-check.ts';
import { useForm, useFormValues } from '../../../../lib/form/use-form.ts';
import { useSession } from '../../../../lib/session/use-session.ts';
import { useChangeOwnPassword } from '../../api/change-own-password.ts';

const EMPTY = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };
const FIELDS = [
  passwordField('own-current-password', 'currentPassword', '현재 비밀번호', 'current-password'),
  passwordField('own-new-password', 'newPassword', '새 비밀번호', 'new-password', '8자 이상'),
  passwordField('own-new-password-confirm', 'newPasswordConfirm', '새 비밀번호 재확인', 'new-password'),
] as const;

/**
 * The signed-in operator's own password. Every session ends with it, this one too: the operator
 * signs in again with the new password and comes back to this page.
 */
export function OwnPasswordForm() {
  const { values, set } = useFormValues(EMPTY);
  const change = useChangeOwnPassword();
  const session = useSession();
  const toast = useToast();
  const form = useForm({
    errorId: 'own-password-error',
    busy: change.isPending,
    check: () => checkWith(changePasswordFormSchema, values),
    onValid: ({ newPasswordConfirm: _confirm, ...body }) =>
      change.mutate(body, {
        onSuccess: () => {
          toast.show(M.passwordChanged, 'success');
          session.logout();
        },
        onError: (error) => toast.show(apiErrorMessage(error, MESSAGES.password.other), 'error'),
      }),
  });
  return (
    <form className="form card" noValidate aria-labelledby="own-password-title" onSubmit={form.submit}>
      <h2 id="own-password-title">내 비밀번호 변경</h2>
      <TextFields fields={FIELDS} values={values} set={set} errorFor={form.errorFor} />
      <FormError id={form.errorId} message={form.issue?.message} />
      <SubmitButton pending={change.isPending} pendingLabel="바꾸는 중…">
        비밀번호 변경
      </SubmitButton>
    </form>
  );
}
