import { describe, expect, it } from 'vitest';
import { HISTORY_PAGE_MAX, historyPageQuerySchema } from './order-paging.ts';

describe('historyPageQuerySchema', () => {
  it('defaults to the newest 1000 rows with no cursor', () => {
    expect(historyPageQuerySchema.parse({})).toEqual({ limit: HISTORY_PAGE_MAX });
  });

  it('coerces query strings and bounds the limit to 1..1000', () => {
    expect(historyPageQuerySchema.parse({ before: '42', limit: '10' })).toEqual({ before: 42, limit: 10 });
    expect(historyPageQuerySchema.safeParse({ limit: '1001' }).success).toBe(false);
    expect(historyPageQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(historyPageQuerySchema.safeParse({ before: '-1' }).success).toBe(false);
    expect(historyPageQuerySchema.safeParse({ before: 'abc' }).success).toBe(false);
  });
});
