import { describe, expect, it } from 'vitest';
import { HISTORY_PAGE, LIST_PAGE, pageQuerySchema } from './paging.ts';

const historyPageQuerySchema = pageQuerySchema(HISTORY_PAGE);

describe('pageQuerySchema(HISTORY_PAGE)', () => {
  it('defaults to the newest 1000 rows with no cursor', () => {
    expect(historyPageQuerySchema.parse({})).toEqual({ limit: HISTORY_PAGE.max });
  });

  it('coerces query strings and bounds the limit to 1..1000', () => {
    expect(historyPageQuerySchema.parse({ before: '42', limit: '10' })).toEqual({ before: 42, limit: 10 });
    expect(historyPageQuerySchema.safeParse({ limit: '1001' }).success).toBe(false);
    expect(historyPageQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(historyPageQuerySchema.safeParse({ before: '-1' }).success).toBe(false);
    expect(historyPageQuerySchema.safeParse({ before: 'abc' }).success).toBe(false);
  });
});

describe('pageQuerySchema(LIST_PAGE)', () => {
  it('defaults to 100 rows and bounds the limit to 1..500', () => {
    const schema = pageQuerySchema(LIST_PAGE);
    expect(schema.parse({})).toEqual({ limit: 100 });
    expect(schema.safeParse({ limit: '500' }).success).toBe(true);
    expect(schema.safeParse({ limit: '501' }).success).toBe(false);
  });
});
