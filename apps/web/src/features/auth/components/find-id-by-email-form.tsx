import { findIdByEmailRequestSchema } from '@smm/contract/account-recovery';
import { RECOVERY_MESSAGES } from '@smm/contract/account-recovery-messages';
import { FormError } from '../../../components/ui/form-error.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextFields, type TextFieldSpec } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { checkWith } from '../../../lib/form/form-check.ts';
import { useForm, useFormValues } from '../../../lib/form/use-form.ts';
import { useFindIdByEmail } from '../api/find-id-by-email.ts';
import { recoveryErrorMessage } from '../hooks/auth-messages.ts';
import { RecoveryOutcome } from './recovery-outcome.tsx';

const FIELDS: readonly TextFieldSpec<'email'>[] = [
  {
    id: 'find-id-email',
    name: 'email',
    label: '이메일',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'example@email.com',
  },
];

/** The ids on an address are mailed to it; the page says the same for every address. */
export function FindIdByEmailForm() {
  const { values, set } = useFormValues({ email: '' });
  const find = useFindIdByEmail();
  const toast = useToast();
  const form = useForm({
    errorId: 'find-id-email-error',
    busy: find.isPending,
    check: () => checkWith(findIdByEmailRequestSchema, values),
    onValid: (body) =>
      find.mutate(body, { onError: (error) => toast.show(recoveryErrorMessage(error), 'error') }),
  });
  if (find.isSuccess)
    return (
      <RecoveryOutcome>
        <p>{RECOVERY_MESSAGES.idMailSent}</p>
      </RecoveryOutcome>
    );
  return (
    <form className="form" noValidate aria-label="이메일로 아이디 찾기" onSubmit={form.submit}>
      <TextFields fields={FIELDS} values={values} set={set} errorFor={form.errorFor} />
      <FormError id={form.errorId} message={form.issue?.message} />
      <SubmitButton pending={find.isPending} pendingLabel="보내는 중…">
        아이디 메일 받기
      </SubmitButton>
    </form>
  );
}
