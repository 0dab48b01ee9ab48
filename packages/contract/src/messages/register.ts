/** `MESSAGES.register`: the spec's sign-up messages (section 5), general and social. */
export const MESSAGES_REGISTER = {
  idRequired: '아이디를 입력해 주세요',
  idNoSpace: '아이디에 공백을 제거해주세요',
  passwordNoSpace: '비밀번호에 공백을 제거해주세요',
  emailFormat: '이메일 형식을 맞춰주세요',
  passwordRequired: '비밀번호를 입력해 주세요',
  passwordConfirmMismatch: '비밀번호 재확인이 다릅니다',
  registerWhereRequired: '가입경로를 선택해주세요',
  codeNotSent: '휴대전화 인증코드를 전송하세요',
  codeLength: '인증번호 5자를 입력하세요',
  phoneInvalid: '휴대전화 번호가 올바르지 않습니다',
  success: '회원가입에 성공했습니다.',
  failure: '회원가입에 실패했습니다',
} as const;
