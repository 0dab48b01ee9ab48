import { Navigate, useLocation } from 'react-router';
import { registerWhereIssue, socialRegisterRequestSchema } from '@smm/contract/auth';
import { isEnabled } from '@smm/contract/settings-map';
import { checkWith, failWith } from '../../../lib/form/form-check.ts';
import { useForm, useFormValues } from '../../../lib/form/use-form.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useSettings } from '../../../lib/settings/get-settings.ts';
import { useRegisterWhere } from '../api/get-register-where.ts';
import type { SocialProvider } from '../api/social-login.ts';
import { useSocialRegister } from '../api/social-register.ts';
import { phoneIssue, usePhoneVerification } from '../hooks/use-phone-verification.ts';
import { useRegisterOutcome } from '../hooks/use-register-outcome.ts';
import { AuthCard } from './auth-card.tsx';
import {
  PhoneVerificationFields,
  ReferralField,
  RegisterSubmit,
  RegisterWhereField,
} from './register-fields.tsx';

/** The provider token arrives through navigation state from the social login (spec section 2). */
export function useSocialAccessToken(): string | null {
  const { state } = useLocation() as { state: unknown };
  if (state && typeof state === 'object' && 'accessToken' in state && typeof state.accessToken === 'string') {
    return state.accessToken || null;
  }
  return null;
}

export function SocialRegisterForm({ provider, title }: { provider: SocialProvider; title: string }) {
  const accessToken = useSocialAccessToken();
  // Reached without a token (typed in, reloaded): the sign-up has to start from the social login.
  if (!accessToken) return <Navigate to={PATHS.login} replace />;
  return (
    <AuthCard title={title} description="몇 가지 정보만 입력하면 가입이 끝납니다.">
      <SocialRegisterFields provider={provider} accessToken={accessToken} />
    </AuthCard>
  );
}

function SocialRegisterFields({ provider, accessToken }: { provider: SocialProvider; accessToken: string }) {
  const settings = useSettings();
  const phoneOn = isEnabled(settings, 'ENABLE_PHONE_NUMBER');
  const referralOn = isEnabled(settings, 'ENABLE_REFERRAL');
  const { values, set } = useFormValues({ registerWhere: '', referral: '' });
  const phone = usePhoneVerification();
  const register = useSocialRegister(provider);
  const sources = useRegisterWhere();
  const outcome = useRegisterOutcome(phone.restart);

  const form = useForm({
    errorId: 'social-register-error',
    busy: register.isPending,
    // Here the phone rules come first: they are the first fields of this form.
    check: () => {
      const phoneMessage = phoneOn ? phone.error() : null;
      if (phoneMessage) return phoneIssue(phoneMessage);
      const sourceMessage = registerWhereIssue(values.registerWhere, sources.data?.length ?? 1);
      if (sourceMessage) return failWith(sourceMessage, 'registerWhere');
      return checkWith(socialRegisterRequestSchema, {
        registerWhere: values.registerWhere,
        referral: referralOn ? values.referral : '',
        phoneNumber: phoneOn ? phone.phoneNumber : '',
        sendCode: phoneOn ? phone.sendCode : '',
        accessToken,
      });
    },
    onValid: (request) => register.mutate(request, outcome),
  });

  const binding = { values, set, errorFor: form.errorFor };

  return (
    <form
      className="form"
      noValidate
      aria-label="간편 회원가입"
      data-provider={provider}
      onSubmit={form.submit}
    >
      {phoneOn ? <PhoneVerificationFields phone={phone} errorFor={form.errorFor} /> : null}
      {referralOn ? <ReferralField {...binding} /> : null}
      <RegisterWhereField {...binding} />
      <RegisterSubmit form={form} pending={register.isPending} />
    </form>
  );
}
