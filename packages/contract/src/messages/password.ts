/** `MESSAGES.password`: the spec's change-password messages. */
export const MESSAGES_PASSWORD = {
  currentRequired: '현재 비밀번호를 입력해 주세요',
  newRequired: '새 비밀번호를 입력해 주세요',
  confirmMismatch: '비밀번호 재확인이 다릅니다.',
  currentWrong: '현재 비밀번호가 다릅니다.',
  other: '오류가 발생했습니다.',
} as const;
