import { useNavigate } from 'react-router';
import { MESSAGES } from '@smm/contract/messages';
import { setupFormSchema } from '@smm/contract/setup';
import { SETUP_MESSAGES } from '@smm/contract/setup-messages';
import { idField, passwordField } from '../../../components/ui/credential-fields.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextFields, type TextFieldSpec } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { checkWith } from '../../../lib/form/form-check.ts';
import { useForm, useFormValues } from '../../../lib/form/use-form.ts';
import { ADMIN_PATH } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useCompleteSetup } from '../api/complete-setup.ts';

type SetupField =
  | 'token'
  | 'id'
  | 'password'
  | 'passwordConfirm'
  | 'company'
  | 'phone'
  | 'bankName'
  | 'bankNumber'
  | 'bankHolder';

const ACCOUNT: readonly TextFieldSpec<SetupField>[] = [
  { ...idField('setup-id'), label: '운영자 아이디' },
  passwordField('setup-password', 'password', '비밀번호', 'new-password', '8자 이상'),
  passwordField('setup-password-confirm', 'passwordConfirm', '비밀번호 재확인', 'new-password'),
];

const STORE: readonly TextFieldSpec<SetupField>[] = [
  { id: 'setup-company', name: 'company', label: '상호', autoComplete: 'organization', maxLength: 100 },
  {
    id: 'setup-phone',
    name: 'phone',
    label: '연락처',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    placeholder: '02-1234-5678',
    maxLength: 50,
  },
  { id: 'setup-bank-name', name: 'bankName', label: '은행 이름', placeholder: '국민은행', maxLength: 50 },
  {
    id: 'setup-bank-number',
    name: 'bankNumber',
    label: '계좌번호',
    inputMode: 'numeric',
    placeholder: '123456-01-234567',
    maxLength: 30,
  },
  { id: 'setup-bank-holder', name: 'bankHolder', label: '예금주', maxLength: 50 },
];

/** The first operator and the store's essentials (issue 34); signs in and opens the console. */
export function SetupForm({ token }: { token: string }) {
  const { values, set } = useFormValues<Record<SetupField, string>>({
    token,
    id: '',
    password: '',
    passwordConfirm: '',
    company: '',
    phone: '',
    bankName: '',
    bankNumber: '',
    bankHolder: '',
  });
  const complete = useCompleteSetup();
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();

  const form = useForm({
    errorId: 'setup-error',
    busy: complete.isPending,
    check: () => checkWith(setupFormSchema, values),
    onValid: ({ passwordConfirm: _confirm, ...body }) =>
      complete.mutate(body, {
        onSuccess: ({ accessToken }) => {
          toast.show(SETUP_MESSAGES.done, 'success');
          session.login(accessToken);
          void navigate(ADMIN_PATH, { replace: true });
        },
        onError: (error) => toast.show(apiErrorMessage(error, MESSAGES.server.internal), 'error'),
      }),
  });
  const binding = { values, set, errorFor: form.errorFor };

  return (
    <form className="form" noValidate aria-label="상점 설정" onSubmit={form.submit}>
      {token ? null : (
        <TextFields
          fields={[
            {
              id: 'setup-token',
              name: 'token',
              label: '설정 토큰',
              autoComplete: 'off',
              hint: '서버를 시작할 때 기록에 나온 설정 링크의 token= 뒤 값입니다.',
            },
          ]}
          {...binding}
        />
      )}
      <fieldset className="setup-group">
        <legend className="setup-group__legend">운영자 계정</legend>
        <TextFields fields={ACCOUNT} {...binding} />
      </fieldset>
      <fieldset className="setup-group">
        <legend className="setup-group__legend">상점 정보</legend>
        <p className="field__hint">
          하단 사업자 정보와 충전 입금 안내에 쓰입니다. 나중에 설정에서 바꿀 수 있습니다.
        </p>
        <TextFields fields={STORE} {...binding} />
      </fieldset>
      <FormError id={form.errorId} message={form.issue?.message} />
      <SubmitButton pending={complete.isPending} pendingLabel="만드는 중…">
        상점 만들기
      </SubmitButton>
    </form>
  );
}
