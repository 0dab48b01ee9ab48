import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginRequestSchema } from '@smm/contract/auth';
import { MESSAGES } from '@smm/contract/messages';
import { FormError } from '../../../components/ui/form-error.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { idField, passwordField } from '../../../components/ui/credential-fields.ts';
import { TextFields } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { checkWith } from '../../../lib/form/form-check.ts';
import { useForm, useFormValues } from '../../../lib/form/use-form.ts';
import { consoleReturnTo } from '../../../lib/console-return.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useLogin } from '../api/login.ts';
import { loginErrorMessage } from '../hooks/auth-messages.ts';
import { readSavedId, writeSavedId } from '../hooks/saved-id.ts';

const FIELDS = [
  idField('login-id'),
  passwordField('login-password', 'password', '비밀번호', 'current-password'),
];

/**
 * Id and password login (spec sections 2, 5 and 8), with the save-id checkbox; /order after it, or
 * the console page that sent the operator here.
 */
export function LoginForm() {
  const [savedId] = useState(readSavedId);
  const { values, set } = useFormValues({ id: savedId ?? '', password: '' });
  const [saveId, setSaveId] = useState(savedId !== null);
  const login = useLogin();
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const returnTo = consoleReturnTo(useLocation().state);

  const form = useForm({
    errorId: 'login-error',
    busy: login.isPending,
    check: () => checkWith(loginRequestSchema, values),
    onValid: (request) =>
      login.mutate(request, {
        onSuccess: ({ accessToken }) => {
          writeSavedId(saveId ? request.id : null);
          toast.show(MESSAGES.login.success, 'success');
          session.login(accessToken);
          // Back to the console: the router moves on once the profile says this is an operator.
          if (!returnTo) void navigate(PATHS.order, { replace: true });
        },
        onError: (error) => toast.show(loginErrorMessage(error), 'error'),
      }),
  });

  const toggleSaveId = (checked: boolean) => {
    setSaveId(checked);
    if (!checked) writeSavedId(null);
  };

  return (
    <form className="form" noValidate aria-label="로그인" onSubmit={form.submit}>
      <TextFields fields={FIELDS} values={values} set={set} errorFor={form.errorFor} />
      <label className="checkbox">
        <input
          type="checkbox"
          name="saveId"
          checked={saveId}
          onChange={(event) => toggleSaveId(event.target.checked)}
        />
        <span>아이디 저장</span>
      </label>
      <FormError id={form.errorId} message={form.issue?.message} />
      <SubmitButton pending={login.isPending} pendingLabel="로그인 중…">
        로그인
      </SubmitButton>
    </form>
  );
}
