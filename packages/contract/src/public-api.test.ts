import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { PUBLIC_ORDER_STATUS, publicOrderBodySchema } from './public-api.ts';

const firstMessage = (input: unknown) => publicOrderBodySchema.safeParse(input).error?.issues[0]?.message;

describe('publicOrderBodySchema', () => {
  it('accepts form values as strings and trims the link', () => {
    expect(publicOrderBodySchema.parse({ serviceId: '3', link: ' https://x.com/a ', amount: '100' })).toEqual(
      {
        serviceId: 3,
        link: 'https://x.com/a',
        amount: 100,
      },
    );
  });

  it('answers with the order form messages of the spec', () => {
    expect(firstMessage({ link: 'a', amount: 10 })).toBe(MESSAGES.order.serviceRequired);
    expect(firstMessage({ serviceId: 'x', link: 'a', amount: 10 })).toBe(MESSAGES.order.serviceRequired);
    expect(firstMessage({ serviceId: 1, amount: 10 })).toBe(MESSAGES.order.linkRequired);
    expect(firstMessage({ serviceId: 1, link: '  ', amount: 10 })).toBe(MESSAGES.order.linkRequired);
    expect(firstMessage({ serviceId: 1, link: 'a', amount: '1.5' })).toBe(MESSAGES.order.belowMin);
  });
});

describe('PUBLIC_ORDER_STATUS', () => {
  it('names every order status in the SMM-panel style', () => {
    expect([0, 1, 2, 3, 4, 5].map((s) => PUBLIC_ORDER_STATUS[s])).toEqual([
      'PENDING',
      'IN PROGRESS',
      'COMPLETED',
      'PARTIAL',
      'PROCESSING',
      'CANCELED',
    ]);
  });
});
