import { z } from 'zod';

/** The one JSON error envelope every endpoint answers with. */
export const errorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
  /** Present on social-login 404s: the provider token to carry to the register page. */
  token: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Public API v1 (header `api-key`), as documented in-product. */
export const publicServiceSchema = z.object({
  id: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  text: z.string(),
});
export const publicOrderRequestSchema = z.object({
  serviceId: z.coerce.number().int().positive(),
  link: z.string().trim().min(1).max(2000),
  amount: z.coerce.number().int().positive(),
});
export const publicOrderResponseSchema = z.object({ wId: z.number().int() });
export const publicStatusResponseSchema = z.object({ status: z.string(), remains: z.number().int() });
