/** `MESSAGES.server`: server-side situations the spec leaves unshown (not found, 401, 403, 429, ...). */
export const MESSAGES_SERVER = {
  notFound: '요청하신 주소를 찾을 수 없습니다.',
  internal: '오류가 발생했습니다.',
  unauthorized: '로그인이 필요합니다.',
  forbidden: '권한이 없습니다.',
  badRequest: '입력 양식을 맞춰주세요.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  idTaken: '이미 사용 중인 아이디입니다.',
  linkInvalid: '주문 링크 형식이 올바르지 않습니다.',
  controlCharacters: '입력값에 쓸 수 없는 문자(제어 문자)가 들어 있습니다.',
  uriTooLong: '요청 주소가 너무 깁니다.',
  headersTooLarge: '요청 헤더가 너무 큽니다.',
  requestTimeout: '요청 시간이 초과되었습니다. 다시 시도해 주세요.',
} as const;
