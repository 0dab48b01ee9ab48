import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import type { Service } from './catalog.ts';
import { MESSAGES } from './messages.ts';
import {
  MIN_AUTO_INTERVAL_MINUTES,
  autoOrderSchema,
  orderHistoryRowSchema,
  orderRequestSchema,
  orderResponseSchema,
  orderRuleError,
} from './order.ts';

const O = MESSAGES.order;

function messages(schema: ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function service(overrides: Partial<Service> = {}): Service {
  return {
    id: 1,
    text: '인스타그램 팔로워',
    categoryId: 1,
    min: 10,
    max: 30000,
    point: 1,
    notice: '',
    enableAuto: true,
    isReadOnly: false,
    ...overrides,
  };
}
const once = (amount: number) => ({ amount, runs: 0, interval: 0 });

describe('orderRequestSchema', () => {
  const valid = { serviceId: 3, link: 'https://www.instagram.com/a/', amount: 100 };

  it('accepts a plain order and defaults runs and interval to 0', () => {
    expect(orderRequestSchema.parse(valid)).toEqual({ ...valid, runs: 0, interval: 0 });
  });

  it('accepts an auto-order and trims the link', () => {
    expect(
      orderRequestSchema.parse({ ...valid, link: '  https://x.com/a  ', runs: 5, interval: 60 }),
    ).toEqual({
      ...valid,
      link: 'https://x.com/a',
      runs: 5,
      interval: 60,
    });
  });

  it.each([undefined, null, 0, -1, 1.5, '3', Number.NaN])(
    'asks for a service when serviceId is %j',
    (serviceId) => {
      expect(messages(orderRequestSchema, { ...valid, serviceId })[0]).toBe(O.serviceRequired);
    },
  );

  it.each([undefined, '', '   ', 5])('asks for the link when it is %j', (link) => {
    expect(messages(orderRequestSchema, { ...valid, link })).toEqual([O.linkRequired]);
  });

  it('refuses a missing or fractional amount with the minimum-quantity message', () => {
    expect(messages(orderRequestSchema, { ...valid, amount: undefined })).toEqual([O.belowMin]);
    expect(messages(orderRequestSchema, { ...valid, amount: 10.5 })).toEqual([O.belowMin]);
  });

  it('refuses negative runs or interval and absurd values', () => {
    expect(orderRequestSchema.safeParse({ ...valid, runs: -1 }).success).toBe(false);
    expect(orderRequestSchema.safeParse({ ...valid, interval: -60 }).success).toBe(false);
    expect(orderRequestSchema.safeParse({ ...valid, runs: 10001 }).success).toBe(false);
    expect(orderRequestSchema.safeParse({ ...valid, interval: 525601 }).success).toBe(false);
    expect(orderRequestSchema.safeParse({ ...valid, runs: 10000, interval: 525600 }).success).toBe(true);
    const firstMessage = (body: object) => orderRequestSchema.safeParse(body).error?.issues[0]?.message;
    expect(firstMessage({ ...valid, runs: -1, interval: 60 })).toBe(MESSAGES.order.runsAboveOne);
    expect(firstMessage({ ...valid, runs: 2, interval: -60 })).toBe(MESSAGES.order.intervalMin);
  });

  it('leaves fractional runs and interval to orderRuleError', () => {
    expect(orderRequestSchema.parse({ ...valid, runs: 2.5, interval: 60.5 })).toMatchObject({
      runs: 2.5,
      interval: 60.5,
    });
  });
});

describe('orderRuleError', () => {
  it('passes a valid plain order', () => {
    expect(orderRuleError(once(100), service())).toBeNull();
  });

  it('asks for a service when none is chosen', () => {
    expect(orderRuleError(once(100), undefined)).toBe(O.serviceRequired);
    expect(orderRuleError({ amount: Number.NaN, runs: 1, interval: 1 }, undefined, 0)).toBe(
      O.serviceRequired,
    );
  });

  describe('quantity bounds', () => {
    const s = service({ min: 10, max: 100 });
    it.each([
      [9, O.belowMin],
      [10, null],
      [11, null],
      [99, null],
      [100, null],
      [101, O.aboveMax],
      [0, O.belowMin],
      [-5, O.belowMin],
      [Number.NaN, O.belowMin],
      [Number.POSITIVE_INFINITY, O.belowMin],
      [Number.NEGATIVE_INFINITY, O.belowMin],
    ])('amount %d gives %j', (amount, expected) => {
      expect(orderRuleError(once(amount), s)).toBe(expected);
    });

    it('allows min equal to max', () => {
      const fixed = service({ min: 50, max: 50 });
      expect(orderRuleError(once(50), fixed)).toBeNull();
      expect(orderRuleError(once(49), fixed)).toBe(O.belowMin);
      expect(orderRuleError(once(51), fixed)).toBe(O.aboveMax);
    });

    it('checks the quantity before the auto-order rules', () => {
      expect(orderRuleError({ amount: 5, runs: 1, interval: 0 }, s)).toBe(O.belowMin);
      expect(orderRuleError({ amount: 500, runs: 1.5, interval: 1 }, s)).toBe(O.aboveMax);
    });
  });

  describe('auto-order runs', () => {
    const s = service();
    it.each([
      [1, O.runsAboveOne],
      [2, null],
      [3, null],
      [2.5, O.runsInteger],
      [1.5, O.runsInteger],
      [0.5, O.runsInteger],
      [-1, O.runsAboveOne],
      [-2, O.runsAboveOne],
      [Number.NaN, O.runsAboveOne],
      [Number.POSITIVE_INFINITY, O.runsInteger],
    ])('runs %d with interval 60 gives %j', (runs, expected) => {
      expect(orderRuleError({ amount: 100, runs, interval: 60 }, s)).toBe(expected);
    });

    it('treats an interval without runs as an auto-order with too few runs', () => {
      expect(orderRuleError({ amount: 100, runs: 0, interval: 60 }, s)).toBe(O.runsAboveOne);
      expect(orderRuleError({ amount: 100, runs: 0, interval: -1 }, s)).toBe(O.runsAboveOne);
    });

    it('treats runs 0 and interval 0 as a plain order', () => {
      expect(orderRuleError({ amount: 100, runs: 0, interval: 0 }, s)).toBeNull();
    });

    it('uses the exact spec messages', () => {
      expect(orderRuleError({ amount: 100, runs: 1, interval: 60 }, s)).toBe(
        '자동주문 횟수는 1보다 커야 합니다',
      );
      expect(orderRuleError({ amount: 100, runs: 2.5, interval: 60 }, s)).toBe(
        '자동주문 횟수는 소수점이 불가합니다',
      );
    });
  });

  describe('auto-order interval', () => {
    const s = service();
    it.each([
      [0, O.intervalMin],
      [59, O.intervalMin],
      [59.9, O.intervalInteger],
      [60, null],
      [60.5, O.intervalInteger],
      [61, null],
      [1440, null],
      [-60, O.intervalMin],
      [Number.NaN, O.intervalMin],
    ])('interval %d with runs 2 gives %j', (interval, expected) => {
      expect(orderRuleError({ amount: 100, runs: 2, interval }, s)).toBe(expected);
    });

    it('uses 60 minutes and the exact spec messages', () => {
      expect(MIN_AUTO_INTERVAL_MINUTES).toBe(60);
      expect(orderRuleError({ amount: 100, runs: 2, interval: 59 }, s)).toBe(
        '자동주문 간격은 60이상 이여야 합니다',
      );
      expect(orderRuleError({ amount: 100, runs: 2, interval: 60.5 }, s)).toBe(
        '자동주문 간격은 소수점이 불가합니다',
      );
    });

    it('checks runs before interval', () => {
      expect(orderRuleError({ amount: 100, runs: 1, interval: 59 }, s)).toBe(O.runsAboveOne);
      expect(orderRuleError({ amount: 100, runs: 2.5, interval: 60.5 }, s)).toBe(O.runsInteger);
    });

    it('does not throw when both runs and interval are empty (NaN)', () => {
      expect(orderRuleError({ amount: 100, runs: Number.NaN, interval: Number.NaN }, s, 1000)).toBe(
        O.runsAboveOne,
      );
    });
  });

  describe('balance', () => {
    it('skips the balance check when no balance is given', () => {
      expect(orderRuleError(once(30000), service({ point: 1000 }))).toBeNull();
    });

    it('passes when the balance exactly covers unit price x quantity', () => {
      expect(orderRuleError(once(100), service({ point: 2 }), 200)).toBeNull();
    });

    it('fails one milli-point short', () => {
      expect(orderRuleError(once(100), service({ point: 2 }), 199.999)).toBe(O.insufficientPoints);
      expect(O.insufficientPoints).toBe('포인트가 부족합니다.');
    });

    it('fails with a zero balance and passes with a larger one', () => {
      expect(orderRuleError(once(10), service({ point: 0.001 }), 0)).toBe(O.insufficientPoints);
      expect(orderRuleError(once(10), service({ point: 0.001 }), 1_000_000)).toBeNull();
    });

    it('computes fractional unit prices exactly (0.1 x 3 is 0.3)', () => {
      const s = service({ min: 1, max: 100, point: 0.1 });
      expect(orderRuleError(once(3), s, 0.3)).toBeNull();
      expect(orderRuleError(once(3), s, 0.299)).toBe(O.insufficientPoints);
      const t = service({ min: 1, max: 1000, point: 1.234 });
      expect(orderRuleError(once(7), t, 8.638)).toBeNull();
      expect(orderRuleError(once(7), t, 8.637)).toBe(O.insufficientPoints);
    });

    it('accepts a balance carrying floating-point noise', () => {
      const s = service({ min: 1, max: 100, point: 0.1 });
      expect(orderRuleError(once(3), s, 0.1 + 0.2)).toBeNull();
    });

    it('multiplies by the runs of an auto-order', () => {
      const s = service({ min: 10, max: 1000, point: 0.5 });
      // 0.5 x 100 x 3 = 150
      expect(orderRuleError({ amount: 100, runs: 3, interval: 60 }, s, 150)).toBeNull();
      expect(orderRuleError({ amount: 100, runs: 3, interval: 60 }, s, 149.999)).toBe(O.insufficientPoints);
      // a plain order costs only once: 0.5 x 100 = 50
      expect(orderRuleError(once(100), s, 50)).toBeNull();
      expect(orderRuleError(once(100), s, 49.999)).toBe(O.insufficientPoints);
    });

    it('checks the rules before the balance', () => {
      const s = service({ min: 10, max: 100, point: 1 });
      expect(orderRuleError(once(5), s, 0)).toBe(O.belowMin);
      expect(orderRuleError({ amount: 10, runs: 1, interval: 60 }, s, 0)).toBe(O.runsAboveOne);
    });

    it('reports a cost beyond any balance instead of throwing', () => {
      const s = service({ min: 1, max: 1e9, point: 1e6 });
      expect(orderRuleError({ amount: 1e9, runs: 10000, interval: 60 }, s, 1e9)).toBe(O.insufficientPoints);
    });
  });
});

describe('order response and history schemas', () => {
  it('parse the spec shapes', () => {
    expect(orderResponseSchema.parse({ orderId: 7, link: 'l', amount: 10, serviceId: 1 })).toEqual({
      orderId: 7,
      link: 'l',
      amount: 10,
      serviceId: 1,
    });
    const row = {
      id: 1,
      createdAt: '2026-01-01T00:00:00Z',
      serviceId: 2,
      link: 'l',
      point: 12.5,
      amount: 100,
      status: 0,
      startCount: null,
      remains: null,
    };
    expect(orderHistoryRowSchema.parse(row)).toEqual(row);
    expect(orderHistoryRowSchema.safeParse({ ...row, amount: 1.5 }).success).toBe(false);
    const auto = {
      id: 1,
      createdAt: '2026-01-01T00:00:00Z',
      link: 'l',
      point: 10,
      amount: 100,
      serviceId: 2,
      completed: 1,
      runs: 3,
      interval: 60,
      status: 0,
    };
    expect(autoOrderSchema.parse(auto)).toEqual(auto);
    expect(autoOrderSchema.safeParse({ ...auto, runs: undefined }).success).toBe(false);
  });
});

describe('orderRequestSchema upper bounds and types', () => {
  const base = { serviceId: 1, link: 'https://x.com/a', amount: 10 };
  const first = (input: unknown) => orderRequestSchema.safeParse(input).error?.issues[0]?.message;

  it('answers in Korean for a link over 2000 characters', () => {
    expect(first({ ...base, link: `https://x.com/${'a'.repeat(2000)}` })).toBe(
      '주문 링크는 2,000자 이하로 입력해 주세요.',
    );
  });

  it('answers in Korean for too many runs or too long an interval', () => {
    expect(first({ ...base, runs: 10001, interval: 60 })).toBe(
      '자동주문 횟수는 10,000회 이하로 입력해 주세요.',
    );
    expect(first({ ...base, runs: 2, interval: 525601 })).toBe(
      '자동주문 간격은 525,600분(1년) 이하로 입력해 주세요.',
    );
  });

  it("answers non-number runs and interval with the spec's messages", () => {
    expect(first({ ...base, runs: '2', interval: 60 })).toBe('자동주문 횟수는 1보다 커야 합니다');
    expect(first({ ...base, runs: 2, interval: '60' })).toBe('자동주문 간격은 60이상 이여야 합니다');
  });
});
