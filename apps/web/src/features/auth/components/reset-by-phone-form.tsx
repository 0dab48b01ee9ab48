import { resetByPhoneFormSchema } from '@smm/contract/account-recovery';
import { idField } from '../../../components/ui/credential-fields.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextFields } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { checkWith } from '../../../lib/form/form-check.ts';
import { useForm, useFormValues } from '../../../lib/form/use-form.ts';
import { useResetPasswordByPhone } from '../api/reset-password-by-phone.ts';
import { sendRecoveryCode } from '../api/send-recovery-code.ts';
import { recoveryErrorMessage } from '../hooks/auth-messages.ts';
import { useAfterReset } from '../hooks/use-after-reset.ts';
import { isPhoneCodeGone, phoneIssue, usePhoneVerification } from '../hooks/use-phone-verification.ts';
import { NEW_PASSWORD_FIELDS } from './new-password-fields.ts';
import { PhoneVerificationFields } from './register-fields.tsx';

const ID_FIELDS = [idField('reset-phone-id')];

/** The id, a code sent to the account's number and the new password, in one form. */
export function ResetByPhoneForm() {
  const { values, set } = useFormValues({ id: '', newPassword: '', newPasswordConfirm: '' });
  const phone = usePhoneVerification(sendRecoveryCode);
  const reset = useResetPasswordByPhone();
  const toast = useToast();
  const afterReset = useAfterReset();
  const form = useForm({
    errorId: 'reset-phone-error',
    busy: reset.isPending,
    check: () => {
      const parsed = checkWith(resetByPhoneFormSchema, {
        ...values,
        phoneNumber: phone.phoneNumber,
        sendCode: phone.sendCode,
      });
      // Messages in the order of the fields: the id first, then the phone step, then the passwords.
      const idIssue = !parsed.ok && parsed.issues[0]?.field === 'id';
      const phoneMessage = idIssue ? null : phone.error();
      return phoneMessage ? phoneIssue(phoneMessage) : parsed;
    },
    onValid: ({ newPasswordConfirm: _confirm, ...body }) =>
      reset.mutate(body, {
        onSuccess: afterReset,
        onError: (error) => {
          toast.show(recoveryErrorMessage(error), 'error');
          if (isPhoneCodeGone(error)) phone.restart();
        },
      }),
  });
  const binding = { values, set, errorFor: form.errorFor };
  return (
    <form className="form" noValidate aria-label="휴대전화로 비밀번호 찾기" onSubmit={form.submit}>
      <TextFields fields={ID_FIELDS} {...binding} />
      <PhoneVerificationFields phone={phone} errorFor={form.errorFor} />
      <TextFields fields={NEW_PASSWORD_FIELDS} {...binding} />
      <FormError id={form.errorId} message={form.issue?.message} />
      <SubmitButton pending={reset.isPending} pendingLabel="변경 중…">
        비밀번호 변경
      </SubmitButton>
    </form>
  );
}
