import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import type { Service } from './catalog.ts';
import { orderCostMilli, toMilli } from './money.ts';
import { ORDER_MESSAGES } from './order-messages.ts';

const M = MESSAGES.order;
export const MIN_AUTO_INTERVAL_MINUTES = 60;

export const orderRequestSchema = z.object({
  serviceId: z.number({ error: M.serviceRequired }).int(M.serviceRequired).positive(M.serviceRequired),
  link: z
    .string({ error: M.linkRequired })
    .trim()
    .max(2000, ORDER_MESSAGES.linkTooLong)
    .min(1, M.linkRequired),
  amount: z.number({ error: M.belowMin }).int(M.belowMin),
  // Negative runs or interval break the section 5 rules, so they get those rules' messages.
  runs: z
    .number({ error: M.runsAboveOne })
    .min(0, M.runsAboveOne)
    .max(10000, ORDER_MESSAGES.runsTooMany)
    .default(0),
  interval: z
    .number({ error: M.intervalMin })
    .min(0, M.intervalMin)
    .max(525600, ORDER_MESSAGES.intervalTooLong)
    .default(0),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

export const orderResponseSchema = z.object({
  orderId: z.number().int(),
  link: z.string(),
  amount: z.number().int(),
  serviceId: z.number().int(),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

export interface OrderRuleInput {
  amount: number;
  runs: number;
  interval: number;
}

/**
 * The order rules of spec section 5 that need the chosen service (and, when known, the balance).
 * An order with runs > 0 is an auto-order. Returns the first message that applies, or null.
 */
export function orderRuleError(
  input: OrderRuleInput,
  service: Service | undefined,
  balance?: number,
): string | null {
  if (!service) return M.serviceRequired;
  if (!Number.isFinite(input.amount) || input.amount < service.min) return M.belowMin;
  if (input.amount > service.max) return M.aboveMax;
  // Anything but runs 0 and interval 0 is an auto-order and must pass its rules; testing `> 0` let
  // negative or empty (NaN) values skip them, and NaN runs then made the cost computation throw.
  if (input.runs !== 0 || input.interval !== 0) {
    if (Number.isNaN(input.runs)) return M.runsAboveOne;
    if (!Number.isInteger(input.runs)) return M.runsInteger;
    if (input.runs <= 1) return M.runsAboveOne;
    if (Number.isNaN(input.interval)) return M.intervalMin;
    if (!Number.isInteger(input.interval)) return M.intervalInteger;
    if (input.interval < MIN_AUTO_INTERVAL_MINUTES) return M.intervalMin;
  }
  if (balance !== undefined) {
    const unitPriceMilli = toMilli(service.point);
    let cost: number;
    try {
      cost = orderCostMilli(unitPriceMilli, Math.trunc(input.amount), input.runs);
    } catch {
      // Cost beyond the safe-integer range: no balance can cover it.
      return M.insufficientPoints;
    }
    if (cost > toMilli(balance)) return M.insufficientPoints;
  }
  return null;
}

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
