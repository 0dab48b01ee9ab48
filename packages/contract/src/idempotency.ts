import { z } from 'zod';
import { IDEMPOTENCY_MESSAGES } from './idempotency-messages.ts';

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
