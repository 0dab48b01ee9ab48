import { CODE_LENGTH, PHONE_LENGTH } from '@smm/contract/auth';
import { useRegisterWhere } from '../api/get-register-where.ts';

/** Registration source select, filled from GET /service/register-where. */
export function RegisterWhereField() {
  const options = useRegisterWhere();
  return (
    <div className="field">
      <label className="field__label" htmlFor="register-where">
        가입경로
      </label>
      <select id="register-where" name="registerWhere" className="select" defaultValue="" disabled={!options.data}>
        <option value="" disabled>
          {options.isPending ? '불러오는 중…' : options.isError ? '가입경로를 불러오지 못했습니다' : '가입경로를 선택해주세요'}
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

/** Phone number with a send-code button, then the 5-character code (ENABLE_PHONE_NUMBER). */
export function PhoneVerificationFields() {
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
            maxLength={PHONE_LENGTH}
            placeholder="01012345678"
          />
          <button type="button" className="button button--secondary">
            인증번호 전송
          </button>
        </div>
        <p className="field__hint">- 없이 숫자 {PHONE_LENGTH}자리를 입력해 주세요.</p>
      </div>
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
        />
      </div>
    </>
  );
}

/** Optional referral code (ENABLE_REFERRAL). */
export function ReferralField() {
  return (
    <div className="field">
      <label className="field__label" htmlFor="register-referral">
        추천인 코드 <span className="field__optional">(선택)</span>
      </label>
      <input id="register-referral" name="referral" className="input" type="text" autoComplete="off" />
    </div>
  );
}
