import { z } from 'zod';

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

/** How long a key holds its first answer; a key older than this is free again. */
export const IDEMPOTENCY_TTL_HOURS = 24;

/** Printable ASCII (space to tilde), 1 to 100 characters: a UUID, a reseller's own order number, ... */
export const IDEMPOTENCY_KEY = /^[\x20-\x7e]{1,100}$/;

export const idempotencyKeySchema = z
  .string({ error: IDEMPOTENCY_MESSAGES.keyInvalid })
  .regex(IDEMPOTENCY_KEY, IDEMPOTENCY_MESSAGES.keyInvalid)
  .meta({
    description:
      '같은 주문을 다시 보내도 한 번만 주문되게 하는 키(영문, 숫자, 기호 1~100자). 24시간 안에 같은 키와 같은 주문을 다시 보내면 첫 응답을 그대로 돌려주고 포인트는 한 번만 차감합니다. 같은 키로 다른 주문을 보내면 409로 거절합니다. 키는 API 키 주인별로 구분됩니다.',
    example: '3f2c9a1e-order-0001',
  });
