import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { loginRequestSchema } from '@smm/contract/auth';
import { MESSAGES } from '@smm/contract/messages';
import { FormError } from '../../../components/ui/form-error.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { firstIssue, focusField, type FormIssue } from '../../../lib/form-issue.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useLogin } from '../api/login.ts';
import { loginErrorMessage } from '../hooks/auth-messages.ts';
import { readSavedId, writeSavedId } from '../hooks/saved-id.ts';

const ERROR_ID = 'login-error';

/** Id and password login (spec sections 2, 5 and 8), with the save-id checkbox. */
export function LoginForm() {
  const [savedId] = useState(readSavedId);
  const [id, setId] = useState(savedId ?? '');
  const [password, setPassword] = useState('');
  const [saveId, setSaveId] = useState(savedId !== null);
  const [issue, setIssue] = useState<FormIssue | null>(null);
  const login = useLogin();
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();

  const toggleSaveId = (checked: boolean) => {
    setSaveId(checked);
    if (!checked) writeSavedId(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const parsed = loginRequestSchema.safeParse({ id, password });
    if (!parsed.success) {
      const found = firstIssue(parsed.error);
      setIssue(found);
      focusField(event.currentTarget, found.field);
      return;
    }
    setIssue(null);
    login.mutate(parsed.data, {
      onSuccess: ({ accessToken }) => {
        writeSavedId(saveId ? parsed.data.id : null);
        toast.show(MESSAGES.login.success, 'success');
        session.login(accessToken);
        void navigate('/order', { replace: true });
      },
      onError: (error) => toast.show(loginErrorMessage(error), 'error'),
    });
  };

  const errorFor = (field: string) => (issue?.field === field ? ERROR_ID : null);

  return (
    <form className="form" noValidate aria-label="로그인" onSubmit={submit}>
      <TextField
        id="login-id"
        name="id"
        label="아이디"
        value={id}
        onChange={setId}
        errorId={errorFor('id')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
      />
      <TextField
        id="login-password"
        name="password"
        label="비밀번호"
        type="password"
        value={password}
        onChange={setPassword}
        errorId={errorFor('password')}
        autoComplete="current-password"
      />
      <label className="checkbox">
        <input
          type="checkbox"
          name="saveId"
          checked={saveId}
          onChange={(event) => toggleSaveId(event.target.checked)}
        />
        <span>아이디 저장</span>
      </label>
      <FormError id={ERROR_ID} message={issue?.message} />
      <button
        type="submit"
        className="button button--primary button--large button--block"
        disabled={login.isPending}
      >
        {login.isPending ? '로그인 중…' : '로그인'}
      </button>
    </form>
  );
}
