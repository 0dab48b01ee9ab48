// The public api messages, quoted by the server and the web app alike.

/** Messages of the reseller API v1 (header `api-key`) that the spec leaves unshown. */
export const PUBLIC_API_MESSAGES = {
  keyMissing: 'api-key 헤더에 API 키를 입력해 주세요.',
  keyInvalid: 'API 키가 올바르지 않습니다.',
} as const;
