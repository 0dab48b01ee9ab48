/** `MESSAGES.phone`: the phone verification's answers when a code is sent. */
export const MESSAGES_PHONE = {
  sent: '인증번호가 발송되었습니다.',
  badRequest: '입력 양식을 맞춰주세요',
  conflict: '이미 존재하는 휴대전화 번호 입니다',
  other: '오류가 발생했습니다',
} as const;
