// The admin operators messages, quoted by the server and the web app alike.

/**
 * The console's operators page (issue 34): the operators, adding one with its own id and password,
 * removing one's operator rights, and the signed-in operator's own password.
 */
export const ADMIN_OPERATOR_MESSAGES = {
  added: '운영자를 추가했습니다.',
  removed: '운영자 권한을 회수했습니다.',
  passwordChanged: '비밀번호를 바꿨습니다. 다른 기기의 로그인은 모두 끝났습니다.',
  removeSelf: '자기 자신은 운영자에서 뺄 수 없습니다. 다른 운영자에게 요청해 주세요.',
  notOperator: '운영자가 아닌 계정입니다.',
  notFound: '운영자를 찾을 수 없습니다.',
} as const;
