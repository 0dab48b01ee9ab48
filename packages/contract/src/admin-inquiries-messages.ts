// The admin inquiries messages, quoted by the server and the web app alike.

export const ADMIN_INQUIRY_MESSAGES = {
  replied: '답변을 등록했습니다.',
  closed: '문의를 종료했습니다.',
  templateNotFound: '자주 쓰는 답변을 찾을 수 없습니다.',
  templateSaved: '자주 쓰는 답변을 저장했습니다.',
  templateDeleted: '자주 쓰는 답변을 삭제했습니다.',
} as const;
