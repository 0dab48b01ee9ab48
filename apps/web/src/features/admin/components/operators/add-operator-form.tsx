import { operatorCreateFormSchema } from '@smm/contract/admin-operators';
import { ADMIN_OPERATOR_MESSAGES as M } from '@smm/contract/admin-operators-messages';
import { idField, passwordField } from '../../../../components/ui/credential-fields.ts';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { TextFields } from '../../../../components/ui/text-field.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { checkWith } from '../../../../lib/form/form-check.ts';
import { useForm, useFormValues } from '../../../../lib/form/use-form.ts';
import { useAddOperator } from '../../api/add-operator.ts';

const EMPTY = { id: '', password: '', passwordConfirm: '' };
const FIELDS = [
  { ...idField('operator-id'), label: '새 운영자 아이디', autoComplete: 'off' },
  passwordField('operator-password', 'password', '비밀번호', 'new-password', '8자 이상'),
  passwordField('operator-password-confirm', 'passwordConfirm', '비밀번호 재확인', 'new-password'),
] as const;

/** A new operator account with its own id and password (tell them the password in person). */
export function AddOperatorForm() {
  const { values, set } = useFormValues(EMPTY);
  const add = useAddOperator();
  const toast = useToast();
  const form = useForm({
    errorId: 'add-operator-error',
    busy: add.isPending,
    check: () => checkWith(operatorCreateFormSchema, values),
    onValid: ({ passwordConfirm: _confirm, ...body }) =>
      add.mutate(body, {
        onSuccess: () => {
          toast.show(M.added, 'success');
          for (const key of Object.keys(EMPTY) as (keyof typeof EMPTY)[]) set(key)('');
        },
        onError: (error) => toast.show(apiErrorMessage(error, '오류가 발생했습니다.'), 'error'),
      }),
  });
  return (
    <form className="form card" noValidate aria-labelledby="add-operator-title" onSubmit={form.submit}>
      <h2 id="add-operator-title">운영자 추가</h2>
      <TextFields fields={FIELDS} values={values} set={set} errorFor={form.errorFor} />
      <FormError id={form.errorId} message={form.issue?.message} />
      <SubmitButton pending={add.isPending} pendingLabel="추가하는 중…">
        운영자 추가
      </SubmitButton>
    </form>
  );
}
