/**
 * Messages of the reseller API v2 (`POST /api/v2`, `key` + `action`) that the spec leaves unshown.
 * Order refusals reuse the member order's messages; the invalid-key text is the v1 one.
 */
export const PUBLIC_API_V2_MESSAGES = {
  keyMissing: 'key 항목에 API 키를 입력해 주세요.',
  actionUnknown: '지원하지 않는 action입니다.',
  tooManyOrders: '한 번에 최대 100개의 주문까지 조회할 수 있습니다.',
  /** Per-id marker of `status`, kept in the de-facto English: panels' sync loops compare it verbatim. */
  incorrectOrderId: 'Incorrect order ID',
  /** Per-id marker of `refill_status` with `refills`, in the same de-facto English. */
  incorrectRefillId: 'Incorrect refill ID',
} as const;
