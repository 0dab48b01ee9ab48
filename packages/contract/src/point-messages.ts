/**
 * Korean messages of the top-up flow for situations the spec does not show (operator decisions,
 * the bank-deposit webhook). The spec's own charge messages stay in `MESSAGES.charge`.
 */
export const POINT_MESSAGES = {
  requestNotFound: '충전 요청을 찾을 수 없습니다.',
  requestDecided: '이미 처리된 충전 요청입니다.',
  webhookUnauthorized: '웹훅 인증에 실패했습니다.',
} as const;
