import { describe, expect, it } from 'vitest';
import {
  applyPercentMilli,
  isBelowRate,
  percentToBasisPoints,
  platformCreateSchema,
  serviceCreateSchema,
  serviceMargin,
  servicePatchSchema,
} from './admin-catalogue.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('percent price changes', () => {
  it('are exact on integers and round up to the milli-point', () => {
    expect(applyPercentMilli(500, percentToBasisPoints(10))).toBe(550);
    expect(applyPercentMilli(333, percentToBasisPoints(10))).toBe(367); // 366.3
    expect(applyPercentMilli(550, percentToBasisPoints(-12.5))).toBe(482); // 481.25
    expect(applyPercentMilli(1000, percentToBasisPoints(-99.99))).toBe(1); // 0.1
    expect(applyPercentMilli(0, percentToBasisPoints(50))).toBe(0);
    // Far past 2^53 / 10000 the BigInt product stays exact.
    expect(applyPercentMilli(1_000_000_000_000, percentToBasisPoints(0.01))).toBe(1_000_100_000_000);
  });

  it('take percents with at most two fraction digits', () => {
    expect(percentToBasisPoints(0.07)).toBe(7);
    expect(percentToBasisPoints(-12.34)).toBe(-1234);
    expect(() => percentToBasisPoints(1.234)).toThrow(RangeError);
  });
});

describe('margin', () => {
  it('is our price less the provider rate, and its share of our price', () => {
    expect(serviceMargin(500, 300)).toEqual({ amount: 0.2, percent: 40 });
    expect(serviceMargin(300, 250)).toEqual({ amount: 0.05, percent: 16.7 });
    expect(serviceMargin(200, 250)).toEqual({ amount: -0.05, percent: -25 });
    expect(serviceMargin(0, 250)).toEqual({ amount: -0.25, percent: null });
    expect(serviceMargin(500, null)).toBeNull();
    expect(isBelowRate(0.2, 0.25)).toBe(true);
    expect(isBelowRate(0.25, 0.25)).toBe(false);
    expect(isBelowRate(0.1, null)).toBe(false);
  });
});

describe('schemas', () => {
  const service = { categoryId: 1, text: '서비스', min: 10, max: 100, price: 1 };

  it('refuse min above max, with the message on the min field', () => {
    const result = serviceCreateSchema.safeParse({ ...service, min: 101 });
    expect(firstMessage(result)).toBe('최소 수량은 최대 수량보다 클 수 없습니다.');
    expect(result.error?.issues[0]?.path).toEqual(['min']);
    expect(firstMessage(servicePatchSchema.safeParse({ min: 5, max: 4 }))).toBe(
      '최소 수량은 최대 수량보다 클 수 없습니다.',
    );
  });

  it('default the optional service fields and trim the texts', () => {
    expect(serviceCreateSchema.parse({ ...service, text: ' 서비스 ' })).toEqual({
      ...service,
      notice: '',
      enableAuto: false,
      isReadOnly: false,
      visible: true,
      providerId: null,
      providerServiceId: null,
      providerRate: null,
      confirmBelowRate: false,
      refill: false,
      cancel: false,
      refillDays: 30,
      type: 'Default',
    });
  });

  it('need a change in a patch (the confirmation alone is none)', () => {
    expect(firstMessage(servicePatchSchema.safeParse({}))).toBe('바꿀 내용을 입력해 주세요.');
    expect(firstMessage(servicePatchSchema.safeParse({ confirmBelowRate: true }))).toBe(
      '바꿀 내용을 입력해 주세요.',
    );
    expect(servicePatchSchema.safeParse({ price: 0 }).success).toBe(true);
  });

  it('check the platform icon id and colour', () => {
    const platform = { id: 1, text: '인스타그램', background: '#aBcDeF' };
    expect(platformCreateSchema.parse(platform)).toEqual({ ...platform, visible: true });
    expect(firstMessage(platformCreateSchema.safeParse({ ...platform, id: 16 }))).toBe(
      '아이콘 번호는 1부터 15까지입니다.',
    );
    expect(firstMessage(platformCreateSchema.safeParse({ ...platform, background: '#abc' }))).toBe(
      '배경색은 #rrggbb 형식으로 입력해 주세요.',
    );
  });
});
