import { z } from 'zod';
import { MESSAGES } from '@smm/contract/messages';
import { orderRequestSchema, type OrderRequest } from '@smm/contract/order';
import { publicOrderBodySchema } from '@smm/contract/public-api';
import { BadRequestError } from '../../errors.ts';

/** An absent or blank drip-feed field is "not given" (0); anything else must be a number. */
const optionalNumber = (schema: z.ZodType<number>) =>
  z.preprocess(
    (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? 0 : Number(v)),
    schema,
  );

/**
 * The API v2 `add` fields (all strings) as the member order request, with the contract's own rules
 * and Korean messages: `service`, `link`, `quantity`, and `runs` + `interval` for an auto-order.
 */
const addFieldsSchema = z
  .object({
    service: publicOrderBodySchema.shape.serviceId,
    link: publicOrderBodySchema.shape.link,
    quantity: publicOrderBodySchema.shape.amount,
    runs: optionalNumber(orderRequestSchema.shape.runs.unwrap()),
    interval: optionalNumber(orderRequestSchema.shape.interval.unwrap()),
  })
  .transform((f): OrderRequest => ({
    serviceId: f.service,
    link: f.link,
    amount: f.quantity,
    runs: f.runs,
    interval: f.interval,
  }));

export function parseAddFields(fields: Record<string, string>): OrderRequest {
  const parsed = addFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  // zod's own texts (e.g. for NaN) are English; the member sees only the catalogue's Korean.
  const first = parsed.error.issues[0]?.message;
  throw new BadRequestError(first && /[가-힣]/.test(first) ? first : MESSAGES.server.badRequest);
}
