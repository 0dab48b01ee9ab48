/**
 * Korean messages for account situations the spec does not show (phone-code lifecycle, referral
 * codes, social identities). The spec's own strings stay in `messages.ts`; these sit beside them.
 */
export const AUTH_MESSAGES = {
  phone: {
    disabled: '휴대전화 인증을 사용하지 않습니다.',
    codeWrong: '인증번호가 올바르지 않습니다.',
    codeExpired: '인증번호가 만료되었습니다. 인증번호를 다시 요청해 주세요.',
    attemptsExceeded: '인증 시도 횟수를 초과했습니다. 인증번호를 다시 요청해 주세요.',
    cooldown: '인증번호는 1분 후에 다시 요청할 수 있습니다.',
    sendFailed: '인증번호 발송에 실패했습니다. 잠시 후 다시 시도해 주세요.',
  },
  referral: {
    unknown: '존재하지 않는 추천인 코드입니다.',
    disabled: '추천인 기능을 사용하지 않습니다.',
    exists: '이미 발급된 추천인 코드가 있습니다.',
  },
  /** A member an operator blocked: login, social login and both reseller APIs refuse with this. */
  blocked: '이용이 정지된 계정입니다. 고객센터로 문의해 주세요.',
  social: {
    notLinked: '가입되지 않은 계정입니다. 회원가입을 진행해 주세요.',
    alreadyLinked: '이미 가입된 계정입니다. 로그인해 주세요.',
    /** change-password for a member who signs in with Naver or Kakao and has no password. */
    noPassword: '소셜 로그인으로 가입한 계정은 비밀번호가 없어 변경할 수 없습니다.',
    /** /account, in place of the password form, for a member who signs in with `provider`. */
    passwordless: (provider: string) =>
      `${provider} 계정으로 가입한 회원입니다. 비밀번호 없이 ${provider} 로그인으로 이용하므로 변경할 비밀번호가 없습니다. 로그인 보안은 ${provider} 계정 설정에서 관리해 주세요.`,
  },
} as const;

/** The text of the verification SMS. */
export function phoneCodeSmsText(code: string): string {
  return `[인증번호] ${code} 를 입력해 주세요.`;
}
