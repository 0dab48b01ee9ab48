import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { ORDER_MESSAGES } from './order-messages.ts';
import { ORDER_LIMITS } from './order-rules.ts';
import { orderDetailsSchema, orderFieldsSchema, subscriptionProgressSchema } from './service-types.ts';

export * from './order-rules.ts';

const M = MESSAGES.order;

export const orderRequestSchema = z.object({
  serviceId: z.number({ error: M.serviceRequired }).int(M.serviceRequired).positive(M.serviceRequired),
  link: z
    .string({ error: M.linkRequired })
    .trim()
    .max(ORDER_LIMITS.linkMax, ORDER_MESSAGES.linkTooLong)
    .min(1, M.linkRequired),
  amount: z.number({ error: M.belowMin }).int(M.belowMin),
  // Negative runs or interval break the section 5 rules, so they get those rules' messages.
  runs: z
    .number({ error: M.runsAboveOne })
    .min(0, M.runsAboveOne)
    .max(ORDER_LIMITS.runsMax, ORDER_MESSAGES.runsTooMany)
    .default(0),
  interval: z
    .number({ error: M.intervalMin })
    .min(0, M.intervalMin)
    .max(ORDER_LIMITS.intervalMax, ORDER_MESSAGES.intervalTooLong)
    .default(0),
  // The service type's fields (service-types.ts), all optional: a Default order carries none.
  ...orderFieldsSchema.shape,
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

export const orderResponseSchema = z.object({
  orderId: z.number().int(),
  link: z.string(),
  amount: z.number().int(),
  serviceId: z.number().int(),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

export const orderHistoryRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  serviceId: z.number().int(),
  link: z.string(),
  point: z.number(),
  amount: z.number().int(),
  status: z.number().int(),
  startCount: z.number().int().nullable(),
  remains: z.number().int().nullable(),
  /** The type's fields the order was placed with; absent or null for a Default order. */
  details: orderDetailsSchema.nullable().optional(),
  /** A Subscriptions order's state and posts delivered; absent or null otherwise. */
  subscription: subscriptionProgressSchema.nullable().optional(),
});
export type OrderHistoryRow = z.infer<typeof orderHistoryRowSchema>;

export const autoOrderSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  link: z.string(),
  point: z.number(),
  amount: z.number().int(),
  serviceId: z.number().int(),
  completed: z.number().int(),
  runs: z.number().int(),
  interval: z.number().int(),
  status: z.number().int(),
});
export type AutoOrder = z.infer<typeof autoOrderSchema>;
