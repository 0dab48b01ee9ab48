import { resetByEmailRequestSchema } from '@smm/contract/account-recovery';
import { RECOVERY_MESSAGES } from '@smm/contract/account-recovery-messages';
import { idField } from '../../../components/ui/credential-fields.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextFields, type TextFieldSpec } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { checkWith } from '../../../lib/form/form-check.ts';
import { useForm, useFormValues } from '../../../lib/form/use-form.ts';
import { useResetPasswordByEmail } from '../api/reset-password-by-email.ts';
import { recoveryErrorMessage } from '../hooks/auth-messages.ts';
import { RecoveryOutcome } from './recovery-outcome.tsx';

const FIELDS: readonly TextFieldSpec<'id' | 'email'>[] = [
  idField('reset-email-id'),
  {
    id: 'reset-email',
    name: 'email',
    label: '이메일',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'example@email.com',
  },
];

/** Asks for a reset link; the page says the same whether or not the id and address match. */
export function ResetByEmailForm() {
  const { values, set } = useFormValues({ id: '', email: '' });
  const request = useResetPasswordByEmail();
  const toast = useToast();
  const form = useForm({
    errorId: 'reset-email-error',
    busy: request.isPending,
    check: () => checkWith(resetByEmailRequestSchema, values),
    onValid: (body) =>
      request.mutate(body, { onError: (error) => toast.show(recoveryErrorMessage(error), 'error') }),
  });
  if (request.isSuccess)
    return (
      <RecoveryOutcome>
        <p>{RECOVERY_MESSAGES.resetMailSent}</p>
      </RecoveryOutcome>
    );
  return (
    <form className="form" noValidate aria-label="이메일로 비밀번호 찾기" onSubmit={form.submit}>
      <TextFields fields={FIELDS} values={values} set={set} errorFor={form.errorFor} />
      <FormError id={form.errorId} message={form.issue?.message} />
      <SubmitButton pending={request.isPending} pendingLabel="보내는 중…">
        재설정 링크 받기
      </SubmitButton>
    </form>
  );
}
