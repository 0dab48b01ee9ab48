import { registerFormSchema, registerWhereIssue } from '@smm/contract/auth';
import { isEnabled } from '@smm/contract/settings-map';
import { idField, passwordField } from '../../../components/ui/credential-fields.ts';
import { TextFields, type TextFieldSpec } from '../../../components/ui/text-field.tsx';
import { checkWith, failWith } from '../../../lib/form/form-check.ts';
import { useForm, useFormValues } from '../../../lib/form/use-form.ts';
import { useSettings } from '../../../lib/settings/get-settings.ts';
import { useRegister } from '../api/register.ts';
import { useRegisterWhere } from '../api/get-register-where.ts';
import { phoneIssue, usePhoneVerification } from '../hooks/use-phone-verification.ts';
import { useRegisterOutcome } from '../hooks/use-register-outcome.ts';
import {
  PhoneVerificationFields,
  ReferralField,
  RegisterSubmit,
  RegisterWhereField,
} from './register-fields.tsx';

const EMPTY = { id: '', password: '', passwordConfirm: '', email: '', registerWhere: '', referral: '' };

const FIELDS: readonly TextFieldSpec<keyof typeof EMPTY>[] = [
  idField('register-id'),
  passwordField('register-password', 'password', '비밀번호', 'new-password', '8~20자'),
  passwordField('register-password-confirm', 'passwordConfirm', '비밀번호 재확인', 'new-password', '8~20자'),
  {
    id: 'register-email',
    name: 'email',
    label: '이메일',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'example@email.com',
  },
];

/** General sign-up (spec sections 2 and 5): the contract's form schema, then the phone rules when on. */
export function GeneralRegisterForm() {
  const settings = useSettings();
  const phoneOn = isEnabled(settings, 'ENABLE_PHONE_NUMBER');
  const referralOn = isEnabled(settings, 'ENABLE_REFERRAL');
  const { values, set } = useFormValues(EMPTY);
  const phone = usePhoneVerification();
  const register = useRegister();
  const sources = useRegisterWhere();
  const outcome = useRegisterOutcome(phone.restart);

  const form = useForm({
    errorId: 'register-error',
    busy: register.isPending,
    check: () => {
      const parsed = checkWith(registerFormSchema, {
        ...values,
        referral: referralOn ? values.referral : '',
        phoneNumber: phoneOn ? phone.phoneNumber : '',
        sendCode: phoneOn ? phone.sendCode : '',
      });
      if (!parsed.ok) return parsed;
      // Until the list is read it counts as offered; an empty one never blocks the sign-up.
      const sourceMessage = registerWhereIssue(values.registerWhere, sources.data?.length ?? 1);
      if (sourceMessage) return failWith(sourceMessage, 'registerWhere');
      const phoneMessage = phoneOn ? phone.error() : null;
      return phoneMessage ? phoneIssue(phoneMessage) : parsed;
    },
    onValid: ({ passwordConfirm: _confirm, ...body }) => register.mutate(body, outcome),
  });

  const binding = { values, set, errorFor: form.errorFor };

  return (
    <form className="form" noValidate aria-label="일반 회원가입" onSubmit={form.submit}>
      <TextFields fields={FIELDS} {...binding} />
      <RegisterWhereField {...binding} />
      {phoneOn ? <PhoneVerificationFields phone={phone} errorFor={form.errorFor} /> : null}
      {referralOn ? <ReferralField {...binding} /> : null}
      <RegisterSubmit form={form} pending={register.isPending} />
    </form>
  );
}
