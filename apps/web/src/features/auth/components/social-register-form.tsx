import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { socialRegisterRequestSchema } from '@smm/contract/auth';
import { isEnabled } from '@smm/contract/settings';
import { FormError } from '../../../components/ui/form-error.tsx';
import { firstIssue, focusField, type FormIssue } from '../../../lib/form-issue.ts';
import { useSettings } from '../../../lib/settings/get-settings.ts';
import type { SocialProvider } from '../api/social-login.ts';
import { useSocialRegister } from '../api/social-register.ts';
import { phoneIssue, usePhoneVerification } from '../hooks/use-phone-verification.ts';
import { useRegisterOutcome } from '../hooks/use-register-outcome.ts';
import { AuthCard } from './auth-card.tsx';
import { PhoneVerificationFields, ReferralField, RegisterWhereField } from './register-fields.tsx';

const ERROR_ID = 'social-register-error';

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
  if (!accessToken) return <Navigate to="/login" replace />;
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
  const [registerWhere, setRegisterWhere] = useState('');
  const [referral, setReferral] = useState('');
  const [issue, setIssue] = useState<FormIssue | null>(null);
  const phone = usePhoneVerification();
  const register = useSocialRegister(provider);
  const outcome = useRegisterOutcome(phone.restart);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    const parsed = socialRegisterRequestSchema.safeParse({
      registerWhere,
      referral: referralOn ? referral : '',
      phoneNumber: phoneOn ? phone.phoneNumber : '',
      sendCode: phoneOn ? phone.sendCode : '',
      accessToken,
    });
    const phoneMessage = phoneOn ? phone.error() : null;
    const found = phoneMessage ? phoneIssue(phoneMessage) : !parsed.success ? firstIssue(parsed.error) : null;
    if (found || !parsed.success) {
      setIssue(found);
      focusField(event.currentTarget, found?.field ?? null);
      return;
    }
    setIssue(null);
    register.mutate(parsed.data, outcome);
  };

  return (
    <form className="form" noValidate aria-label="간편 회원가입" data-provider={provider} onSubmit={submit}>
      {phoneOn ? (
        <PhoneVerificationFields
          phone={phone}
          invalidField={issue?.field === 'phoneNumber' || issue?.field === 'sendCode' ? issue.field : null}
          describedBy={ERROR_ID}
        />
      ) : null}
      {referralOn ? (
        <ReferralField
          value={referral}
          onChange={setReferral}
          invalid={issue?.field === 'referral'}
          describedBy={issue?.field === 'referral' ? ERROR_ID : undefined}
        />
      ) : null}
      <RegisterWhereField
        value={registerWhere}
        onChange={setRegisterWhere}
        invalid={issue?.field === 'registerWhere'}
        describedBy={issue?.field === 'registerWhere' ? ERROR_ID : undefined}
      />
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
