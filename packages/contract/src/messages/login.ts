/** `MESSAGES.login`: the spec's login messages (section 5), and the social sign-ins' failures. */
export const MESSAGES_LOGIN = {
  idRequired: '아이디를 입력 해주세요.',
  idNoSpace: '아이디에 띄어쓰기는 불가능합니다.',
  passwordRequired: '비밀번호를 입력 해주세요.',
  success: '로그인에 성공했습니다.',
  badRequest: '입력 양식을 맞춰주세요.',
  notFound: '아이디 또는 비밀번호가 다릅니다.',
  other: '오류가 발생했습니다.',
  naverFailed: '네이버 로그인에 실패했습니다',
  kakaoFailed: '카카오 로그인에 실패했습니다',
  kakaoAuthFailed: '카카오 인증에 실패했습니다',
} as const;
