// The setup messages, quoted by the server and the web app alike.

/**
 * First-run set-up in the browser (issue 34; docs/decisions/first-run.md): a store with no operator
 * prints a one-time link with a token in its start-up log; `/setup` creates the first operator and
 * the store's essentials, then signs in.
 */
export const SETUP_MESSAGES = {
  tokenInvalid: '설정 링크가 올바르지 않습니다. 서버를 시작할 때 기록에 나온 설정 링크로 다시 열어 주세요.',
  alreadyDone: '이미 운영자가 있는 상점입니다. 운영자 계정으로 로그인해 주세요.',
  companyRequired: '상호를 입력해 주세요.',
  phoneRequired: '연락처를 입력해 주세요.',
  bankNameRequired: '은행 이름을 입력해 주세요.',
  bankNumberRequired: '계좌번호를 입력해 주세요.',
  bankHolderRequired: '예금주를 입력해 주세요.',
  bankHolderTooLong: '예금주는 50자 이하로 입력해 주세요.',
  done: '상점을 만들었습니다. 운영자 콘솔로 이동합니다.',
} as const;
