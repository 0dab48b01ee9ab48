import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { changePasswordFormSchema } from '@smm/contract/auth';
import { MESSAGES } from '@smm/contract/messages';
import { FormError } from '../../../components/ui/form-error.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { firstIssue, focusField, type FormIssue } from '../../../lib/form-issue.ts';
import { useGuestGuard } from '../../../lib/use-guest-guard.ts';
import { useChangePassword } from '../api/change-password.ts';

const ERROR_ID = 'password-error';

function changePasswordErrorMessage(error: unknown): string {
  const status = isApiError(error) ? error.status : 0;
  if (status === 409) return MESSAGES.password.currentWrong;
  if (status === 429 && isApiError(error)) return error.message;
  return MESSAGES.password.other;
}

/**
 * Password change (spec sections 5 and 8). The 8 to 20 characters are a hint only. Success revokes
 * the member's tokens, so it goes straight to /logout.
 */
export function PasswordForm() {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', newPasswordConfirm: '' });
  const [issue, setIssue] = useState<FormIssue | null>(null);
  const change = useChangePassword();
  const refuseGuest = useGuestGuard();
  const toast = useToast();
  const navigate = useNavigate();

  const set = (key: keyof typeof values) => (value: string) => setValues((old) => ({ ...old, [key]: value }));
  const errorFor = (field: string) => (issue?.field === field ? ERROR_ID : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending || refuseGuest()) return;
    const parsed = changePasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      const found = firstIssue(parsed.error);
      setIssue(found);
      focusField(event.currentTarget, found.field);
      return;
    }
    setIssue(null);
    const { currentPassword, newPassword } = parsed.data;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => void navigate('/logout', { replace: true }),
        onError: (error) => toast.show(changePasswordErrorMessage(error), 'error'),
      },
    );
  };

  return (
    <form className="form" noValidate aria-label="비밀번호 변경" onSubmit={submit}>
      <TextField
        id="current-password"
        name="currentPassword"
        label="현재 비밀번호"
        type="password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        errorId={errorFor('currentPassword')}
        autoComplete="current-password"
        placeholder="8~20자"
      />
      <TextField
        id="new-password"
        name="newPassword"
        label="새 비밀번호"
        type="password"
        value={values.newPassword}
        onChange={set('newPassword')}
        errorId={errorFor('newPassword')}
        autoComplete="new-password"
        placeholder="8~20자"
      />
      <TextField
        id="new-password-confirm"
        name="newPasswordConfirm"
        label="새 비밀번호 재확인"
        type="password"
        value={values.newPasswordConfirm}
        onChange={set('newPasswordConfirm')}
        errorId={errorFor('newPasswordConfirm')}
        autoComplete="new-password"
        placeholder="8~20자"
      />
      <FormError id={ERROR_ID} message={issue?.message} />
      <p className="field__hint">
        비밀번호를 바꾸면 모든 기기에서 로그아웃되며, 새 비밀번호로 다시 로그인해야 합니다.
      </p>
      <button type="submit" className="button button--primary" disabled={change.isPending}>
        {change.isPending ? '변경 중…' : '비밀번호 변경'}
      </button>
    </form>
  );
}
