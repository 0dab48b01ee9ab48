/** `MESSAGES.identity`: our own identity rules, stricter than the original (docs/decisions/accounts.md, issue 14). */
export const MESSAGES_IDENTITY = {
  idCharset: '아이디는 영문, 숫자, _, -만 사용할 수 있습니다',
  passwordMin: '비밀번호는 8자 이상 입력해 주세요',
  idTooLong: '아이디는 50자 이하로 입력해 주세요',
  passwordTooLong: '비밀번호는 200자 이하로 입력해 주세요',
} as const;
