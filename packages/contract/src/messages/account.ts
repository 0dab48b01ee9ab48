/** `MESSAGES.account`: account messages: the spec's 회원탈퇴 and a guest's refusal. */
export const MESSAGES_ACCOUNT = {
  deleted: '회원탈퇴가 완료됬습니다',
  deleteFailed: '계정삭제에 실패했습니다',
  guestRefused: '둘러보기 상태에서는 불가능 합니다',
} as const;
