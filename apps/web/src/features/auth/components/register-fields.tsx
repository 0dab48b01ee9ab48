import { CODE_LENGTH, PHONE_LENGTH } from '@smm/contract/auth';
import { FormError } from '../../../components/ui/form-error.tsx';
import type { FormBinding } from '../../../components/ui/text-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import type { FormKit } from '../../../lib/form/use-form.ts';
import { useRegisterWhere } from '../api/get-register-where.ts';
import type { PhoneVerification } from '../hooks/use-phone-verification.ts';

/** The form kit's `errorFor`: the message id of a field at fault, else null. */
type ErrorFor = (field: string) => string | null;

/** Registration source select, filled from GET /service/register-where; absent when that list is empty. */
export function RegisterWhereField({ values, set, errorFor }: FormBinding<'registerWhere'>) {
  const errorId = errorFor('registerWhere');
  const options = useRegisterWhere();
  // A store that offers no sources asks nothing (the sign-up goes through without one).
  if (options.data?.length === 0) return null;
  return (
    <div className="field">
      <label className="field__label" htmlFor="register-where">
        가입경로
      </label>
      <select
        id="register-where"
        name="registerWhere"
        className="select"
        value={values.registerWhere}
        disabled={!options.data}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId ?? undefined}
        onChange={(event) => set('registerWhere')(event.target.value)}
      >
        <option value="" disabled>
          {options.isPending
            ? '불러오는 중…'
            : options.isError
              ? '가입경로를 불러오지 못했습니다'
              : '가입경로를 선택해주세요'}
        </option>
        {options.data?.map((option) => (
          <option key={option.id} value={option.text}>
            {option.text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Phone number with a send-code button, then the 5-character code (ENABLE_PHONE_NUMBER). Once a
 * code is sent the number and the button are locked and the code field appears.
 */
export function PhoneVerificationFields({
  phone,
  errorFor,
}: {
  phone: PhoneVerification;
  errorFor: ErrorFor;
}) {
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor="register-phone">
          휴대전화 번호
        </label>
        <div className="field__row">
          <input
            id="register-phone"
            name="phoneNumber"
            className="input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="01012345678"
            value={phone.phoneNumber}
            disabled={phone.codeSent}
            aria-invalid={errorFor('phoneNumber') ? true : undefined}
            aria-describedby={['register-phone-hint', errorFor('phoneNumber')].filter(Boolean).join(' ')}
            onChange={(event) => phone.setPhoneNumber(event.target.value)}
          />
          <button
            type="button"
            className="button button--secondary"
            disabled={phone.codeSent || phone.sending}
            onClick={phone.send}
          >
            {phone.sending ? '전송 중…' : phone.codeSent ? '전송 완료' : '인증번호 전송'}
          </button>
        </div>
        <p id="register-phone-hint" className="field__hint">
          {phone.codeSent
            ? '문자로 받은 인증번호를 입력해 주세요.'
            : `숫자 ${PHONE_LENGTH}자리를 입력하고 인증번호를 받아 주세요.`}
        </p>
      </div>
      {phone.codeSent ? (
        <div className="field">
          <label className="field__label" htmlFor="register-code">
            인증번호
          </label>
          <input
            id="register-code"
            name="sendCode"
            className="input"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            placeholder={`인증번호 ${CODE_LENGTH}자리`}
            value={phone.sendCode}
            aria-invalid={errorFor('sendCode') ? true : undefined}
            aria-describedby={errorFor('sendCode') ?? undefined}
            onChange={(event) => phone.setSendCode(event.target.value)}
          />
        </div>
      ) : null}
    </>
  );
}

/** Optional referral code (ENABLE_REFERRAL). */
export function ReferralField({ values, set, errorFor }: FormBinding<'referral'>) {
  const errorId = errorFor('referral');
  return (
    <div className="field">
      <label className="field__label" htmlFor="register-referral">
        추천인 코드 <span className="field__optional">(선택)</span>
      </label>
      <input
        id="register-referral"
        name="referral"
        className="input"
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        value={values.referral}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId ?? undefined}
        onChange={(event) => set('referral')(event.target.value)}
      />
    </div>
  );
}

/** The sign-up forms' message and submit button. */
export function RegisterSubmit({ form, pending }: { form: FormKit; pending: boolean }) {
  return (
    <>
      <FormError id={form.errorId} message={form.issue?.message} />
      <SubmitButton pending={pending} pendingLabel="가입 중…">
        회원가입
      </SubmitButton>
    </>
  );
}
