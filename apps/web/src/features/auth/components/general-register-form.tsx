import { useState, type FormEvent } from 'react';
import { registerFormSchema } from '@smm/contract/auth';
import { isEnabled } from '@smm/contract/settings';
import { FormError } from '../../../components/ui/form-error.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { firstIssue, focusField, type FormIssue } from '../../../lib/form-issue.ts';
import { useSettings } from '../../../lib/settings/get-settings.ts';
import { useRegister } from '../api/register.ts';
import { phoneIssue, usePhoneVerification } from '../hooks/use-phone-verification.ts';
import { useRegisterOutcome } from '../hooks/use-register-outcome.ts';
import { PhoneVerificationFields, ReferralField, RegisterWhereField } from './register-fields.tsx';

const ERROR_ID = 'register-error';

interface Values {
  id: string;
  password: string;
  passwordConfirm: string;
  email: string;
  registerWhere: string;
  referral: string;
}

const EMPTY: Values = {
  id: '',
  password: '',
  passwordConfirm: '',
  email: '',
  registerWhere: '',
  referral: '',
};

/** General sign-up (spec sections 2 and 5): the contract's form schema, then the phone rules when on. */
export function GeneralRegisterForm() {
  const settings = useSettings();
  const phoneOn = isEnabled(settings, 'ENABLE_PHONE_NUMBER');
  const referralOn = isEnabled(settings, 'ENABLE_REFERRAL');
  const [values, setValues] = useState<Values>(EMPTY);
  const [issue, setIssue] = useState<FormIssue | null>(null);
  const phone = usePhoneVerification();
  const register = useRegister();
  const outcome = useRegisterOutcome(phone.restart);

  const set = (key: keyof Values) => (value: string) => setValues((old) => ({ ...old, [key]: value }));
  const errorFor = (field: string) => (issue?.field === field ? ERROR_ID : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    const parsed = registerFormSchema.safeParse({
      ...values,
      referral: referralOn ? values.referral : '',
      phoneNumber: phoneOn ? phone.phoneNumber : '',
      sendCode: phoneOn ? phone.sendCode : '',
    });
    const phoneMessage = phoneOn ? phone.error() : null;
    const found = !parsed.success ? firstIssue(parsed.error) : phoneMessage ? phoneIssue(phoneMessage) : null;
    if (found || !parsed.success) {
      setIssue(found);
      focusField(event.currentTarget, found?.field ?? null);
      return;
    }
    setIssue(null);
    const { passwordConfirm: _confirm, ...body } = parsed.data;
    register.mutate(body, outcome);
  };

  return (
    <form className="form" noValidate aria-label="일반 회원가입" onSubmit={submit}>
      <TextField
        id="register-id"
        name="id"
        label="아이디"
        value={values.id}
        onChange={set('id')}
        errorId={errorFor('id')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
      />
      <TextField
        id="register-password"
        name="password"
        label="비밀번호"
        type="password"
        value={values.password}
        onChange={set('password')}
        errorId={errorFor('password')}
        autoComplete="new-password"
        placeholder="8~20자"
      />
      <TextField
        id="register-password-confirm"
        name="passwordConfirm"
        label="비밀번호 재확인"
        type="password"
        value={values.passwordConfirm}
        onChange={set('passwordConfirm')}
        errorId={errorFor('passwordConfirm')}
        autoComplete="new-password"
        placeholder="8~20자"
      />
      <TextField
        id="register-email"
        name="email"
        label="이메일"
        type="email"
        value={values.email}
        onChange={set('email')}
        errorId={errorFor('email')}
        autoComplete="email"
        placeholder="example@email.com"
      />
      <RegisterWhereField
        value={values.registerWhere}
        onChange={set('registerWhere')}
        invalid={issue?.field === 'registerWhere'}
        describedBy={errorFor('registerWhere') ?? undefined}
      />
      {phoneOn ? (
        <PhoneVerificationFields
          phone={phone}
          invalidField={issue?.field === 'phoneNumber' || issue?.field === 'sendCode' ? issue.field : null}
          describedBy={ERROR_ID}
        />
      ) : null}
      {referralOn ? (
        <ReferralField
          value={values.referral}
          onChange={set('referral')}
          invalid={issue?.field === 'referral'}
          describedBy={errorFor('referral') ?? undefined}
        />
      ) : null}
      <FormError id={ERROR_ID} message={issue?.message} />
      <button
        type="submit"
        className="button button--primary button--large button--block"
        disabled={register.isPending}
      >
        {register.isPending ? '가입 중…' : '회원가입'}
      </button>
    </form>
  );
}
