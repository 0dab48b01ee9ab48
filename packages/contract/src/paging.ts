import { z } from 'zod';
import { OrderStatus } from './enums.ts';
import { decimalId, decimalInt } from './strict-input.ts';

/**
 * Keyset paging of every list: `before` is the smallest id of the previous page; answers stay the
 * plain arrays the spec expects. One schema, built with each list's bounds: the order histories
 * answer the newest 1000 by default (the spec's history calls take no parameters), the point lists
 * page by 100 up to 500 (docs/decisions/architecture.md "One page schema").
 */
export interface PageBounds {
  max: number;
  default: number;
}

/** Order and auto-order histories: a plain call is the newest 1000. */
export const HISTORY_PAGE: PageBounds = { max: 1000, default: 1000 };
/** Point history and the operator's lists. */
export const LIST_PAGE: PageBounds = { max: 500, default: 100 };

export function pageQuerySchema(bounds: PageBounds) {
  return z.object({
    before: decimalId().optional(),
    limit: decimalInt({ min: 1, max: bounds.max }).default(bounds.default),
  });
}
export type PageQuery = z.infer<ReturnType<typeof pageQuerySchema>>;

/** Rows per page of the member's order history page ('더 보기' asks for the next ones). */
export const ORDER_HISTORY_PAGE_SIZE = 100;

const ORDER_STATUS_VALUES = Object.values(OrderStatus);

/**
 * `GET /service/order-history`: a history page, optionally of one status (the page's filter
 * chips), so every chip pages through all of the member's orders of that status.
 */
export const orderHistoryQuerySchema = pageQuerySchema(HISTORY_PAGE).extend({
  status: decimalInt({ min: Math.min(...ORDER_STATUS_VALUES), max: Math.max(...ORDER_STATUS_VALUES) })
    .transform((value) => value as OrderStatus)
    .optional(),
});
export type OrderHistoryQuery = z.infer<typeof orderHistoryQuerySchema>;
