// The order rules without zod, so the order page can check a request in the browser without loading
// zod's classic build (~30 KB brotli; docs/decisions/web-speed.md). `orderRequestSchema` in
// order.ts is built from the same limits and stays the server's check.
import { MESSAGES_ORDER } from './messages/order.ts';
import type { Service } from './catalog.ts';
import { orderCostMilli, toMilli } from './money.ts';
import { ORDER_MESSAGES } from './order-messages.ts';

const M = MESSAGES_ORDER;
export const MIN_AUTO_INTERVAL_MINUTES = 60;

/** Upper bounds of an order request (the schema's `.max()`s). */
export const ORDER_LIMITS = { linkMax: 2000, runsMax: 10000, intervalMax: 525600 } as const;

/** A request already past `orderRuleError`: a service, a normalised link and numbers. */
export interface OrderRequestFields {
  serviceId: number;
  link: string;
  amount: number;
  runs: number;
  interval: number;
}

/**
 * What `orderRequestSchema` checks beyond the section 5 rules, in the schema's order (link, amount,
 * runs, interval), with its messages; null when the request passes.
 */
export function orderRequestBoundsError(request: OrderRequestFields): string | null {
  if (request.link.trim().length > ORDER_LIMITS.linkMax) return ORDER_MESSAGES.linkTooLong;
  if (!Number.isInteger(request.amount)) return M.belowMin;
  if (request.runs > ORDER_LIMITS.runsMax) return ORDER_MESSAGES.runsTooMany;
  if (request.interval > ORDER_LIMITS.intervalMax) return ORDER_MESSAGES.intervalTooLong;
  return null;
}

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
