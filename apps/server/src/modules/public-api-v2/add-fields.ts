import { IDEMPOTENCY_MESSAGES, IDEMPOTENCY_KEY } from '@smm/contract/idempotency';
import { MESSAGES } from '@smm/contract/messages';
import type { OrderRequest } from '@smm/contract/order';
import { apiV2AddFieldsSchema } from '@smm/contract/public-api-v2';
import { BadRequestError } from '../../errors.ts';

/**
 * The API v2 `add` fields (all strings) as the member order request, with the contract's own rules
 * and Korean messages: `service`, `link`, `quantity`, and `runs` + `interval` for an auto-order.
 */
const addFieldsSchema = apiV2AddFieldsSchema.transform((f): OrderRequest => ({
  serviceId: f.service,
  link: f.link,
  amount: f.quantity,
  runs: f.runs ?? 0,
  interval: f.interval ?? 0,
}));

export function parseAddFields(fields: Record<string, string>): OrderRequest {
  const parsed = addFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  // zod's own texts (e.g. for NaN) are English; the member sees only the catalogue's Korean.
  const first = parsed.error.issues[0]?.message;
  throw new BadRequestError(first && /[가-힣]/.test(first) ? first : MESSAGES.server.badRequest);
}

/**
 * `add`'s Idempotency-Key: the `idempotency_key` field or the header (both given, they must agree).
 * Undefined when neither is sent; an empty or malformed key is refused rather than ignored, so a
 * client that meant to send one never orders unprotected.
 */
export function parseIdempotencyKey(
  field: string | undefined,
  header: string | undefined,
): string | undefined {
  if (field !== undefined && header !== undefined && field !== header) {
    throw new BadRequestError(IDEMPOTENCY_MESSAGES.keysDiffer);
  }
  const key = field ?? header;
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
    throw new BadRequestError(IDEMPOTENCY_MESSAGES.keyInvalid);
  return key;
}
