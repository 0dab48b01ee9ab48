import { describe, expect, it } from 'vitest';
import { massOrderLineError, parseMassOrderText, publicOrderAnyBodySchema } from './mass-order.ts';
import { MASS_ORDER_MESSAGES } from './mass-order-messages.ts';

describe('parseMassOrderText', () => {
  it('reads pipes, tabs and commas, keeps the editor line numbers and skips blank lines', () => {
    const text = ['1 | https://x.com/p/1 | 100', '', '  ', '2\thttps://x.com/p/2\t20', '3,@name,30'].join(
      '\r\n',
    );
    expect(parseMassOrderText(text)).toEqual([
      { line: 1, fields: { serviceId: '1', link: 'https://x.com/p/1', amount: '100' } },
      { line: 4, fields: { serviceId: '2', link: 'https://x.com/p/2', amount: '20' } },
      { line: 5, fields: { serviceId: '3', link: '@name', amount: '30' } },
    ]);
  });

  it('keeps a separator inside the link, and marks a line without three fields', () => {
    expect(parseMassOrderText('7,https://x.com/s?q=a,b,10\n7 | https://x.com\nonly')).toEqual([
      { line: 1, fields: { serviceId: '7', link: 'https://x.com/s?q=a,b', amount: '10' } },
      { line: 2, fields: null },
      { line: 3, fields: null },
    ]);
  });

  it('names a line in its refusal', () => {
    expect(massOrderLineError(3, '주문 수량이 최소수량보다 적습니다.')).toBe(
      '3번째 줄: 주문 수량이 최소수량보다 적습니다.',
    );
  });
});

describe('publicOrderAnyBodySchema (v1 POST /order)', () => {
  it('takes one order or a list, and refuses each with the message of the form it takes', () => {
    expect(publicOrderAnyBodySchema.parse({ serviceId: '1', link: 'x', amount: 5 })).toEqual({
      serviceId: 1,
      link: 'x',
      amount: 5,
    });
    expect(publicOrderAnyBodySchema.parse({ orders: [{ any: 1 }] })).toEqual({ orders: [{ any: 1 }] });
    const message = (body: unknown) => publicOrderAnyBodySchema.safeParse(body).error?.issues[0]?.message;
    expect(message({ link: 'x', amount: 5 })).toBe('서비스를 선택해 주세요.');
    expect(message({ orders: [] })).toBe(MASS_ORDER_MESSAGES.empty);
    expect(message({ orders: 'x' })).toBe(MASS_ORDER_MESSAGES.empty);
    expect(message({ orders: Array.from({ length: 501 }, () => ({})) })).toBe(MASS_ORDER_MESSAGES.tooMany);
  });
});
