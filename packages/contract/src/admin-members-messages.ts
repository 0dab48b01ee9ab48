// The admin members messages, quoted by the server and the web app alike.

/** Korean messages of the operator's member screens (the spec shows none of these). */
export const ADMIN_MEMBER_MESSAGES = {
  notFound: '회원을 찾을 수 없습니다.',
  deltaRequired: '조정할 포인트를 입력해 주세요.',
  deltaNonZero: '0이 아닌 포인트를 입력해 주세요.',
  deltaFraction: '포인트는 소수점 셋째 자리까지 입력할 수 있습니다.',
  deltaTooLarge: '한 번에 조정할 수 있는 포인트는 1,000만 이하입니다.',
  memoRequired: '조정 사유를 입력해 주세요.',
  memoTooLong: '조정 사유는 200자 이하로 입력해 주세요.',
  insufficient: '보유 포인트보다 많이 차감할 수 없습니다.',
  deleted: '탈퇴한 회원입니다.',
  alreadyBlocked: '이미 차단된 회원입니다.',
  notBlocked: '차단되지 않은 회원입니다.',
  blockSelf: '자기 자신은 차단할 수 없습니다.',
  alreadyAdmin: '이미 운영자입니다.',
  notAdmin: '운영자가 아닌 회원입니다.',
  revokeSelf: '자기 자신의 운영자 권한은 회수할 수 없습니다.',
  adjusted: '포인트를 조정했습니다.',
  blocked: '회원을 차단했습니다.',
  unblocked: '차단을 해제했습니다.',
  granted: '운영자 권한을 부여했습니다.',
  revoked: '운영자 권한을 회수했습니다.',
} as const;
