// The idempotency messages, quoted by the server and the web app alike.

/**
 * Idempotent reseller orders (docs/decisions/idempotency.md): v1 `POST /order` and v2 `add` take an
 * `Idempotency-Key` header (v2 also an `idempotency_key` field). The same key and order within 24
 * hours answers the first answer and charges once.
 */
export const IDEMPOTENCY_MESSAGES = {
  keyInvalid: 'Idempotency-Key는 1~100자의 영문, 숫자, 기호로 입력해 주세요.',
  keysDiffer: 'Idempotency-Key 헤더와 idempotency_key 항목의 값이 다릅니다.',
  keyReused: '이 Idempotency-Key로 다른 주문이 이미 접수되었습니다. 새 주문에는 새 키를 사용해 주세요.',
  inProgress: '이 Idempotency-Key의 주문을 처리 중입니다. 잠시 후 같은 요청을 다시 보내 주세요.',
} as const;
