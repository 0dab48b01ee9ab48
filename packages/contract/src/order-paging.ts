import { z } from 'zod';

/** Most rows one history call returns; also the default, so a plain call is the newest 1000. */
export const HISTORY_PAGE_MAX = 1000;

/**
 * Optional keyset paging of the order and auto-order histories: `before` is the smallest id of the
 * previous page. Without parameters the answer is still the plain array the spec expects.
 */
export const historyPageQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).default(HISTORY_PAGE_MAX),
});
export type HistoryPageQuery = z.infer<typeof historyPageQuerySchema>;
