import { describe, expect, it } from 'vitest';
import { orderRequestSchema } from './order.ts';
import { orderRequestBoundsError, type OrderRequestFields } from './order-rules.ts';

const base: OrderRequestFields = {
  serviceId: 1,
  link: 'https://instagram.com/p/x',
  amount: 100,
  runs: 0,
  interval: 0,
};

/** The browser's zod-free check must say what the server's schema says, message for message. */
describe('orderRequestBoundsError agrees with orderRequestSchema', () => {
  it.each<[string, Partial<OrderRequestFields>]>([
    ['a plain order', {}],
    ['an auto-order', { runs: 5, interval: 60 }],
    ['a link at the limit', { link: `https://x.com/${'a'.repeat(1986)}` }],
    ['a link past the limit', { link: `https://x.com/${'a'.repeat(1987)}` }],
    ['a fractional amount', { amount: 10.5 }],
    ['too many runs', { runs: 10001, interval: 60 }],
    ['the most runs', { runs: 10000, interval: 60 }],
    ['too long an interval', { runs: 2, interval: 525601 }],
    ['a link and runs both wrong', { link: 'x'.repeat(2001), runs: 10001 }],
  ])('%s', (_name, change) => {
    const request = { ...base, ...change };
    const parsed = orderRequestSchema.safeParse(request);
    const expected = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
    expect(orderRequestBoundsError(request)).toBe(expected);
  });
});
