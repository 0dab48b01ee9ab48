import { describe, expect, it } from 'vitest';
import {
  MILLI_PER_POINT,
  fromMilli,
  orderCost,
  orderCostMilli,
  paymentAmount,
  runFactor,
  toMilli,
  totalQuantity,
} from './money.ts';

describe('toMilli', () => {
  it.each([
    [0, 0],
    [1, 1000],
    [0.5, 500],
    [0.1, 100],
    [0.001, 1],
    [1.234, 1234],
    [1.005, 1005],
    [12345.678, 12345678],
    [10_000_000, 10_000_000_000],
    [9_999_999.999, 9_999_999_999],
    [-2.5, -2500],
    [-0.001, -1],
  ])('%d points is %d milli', (points, milli) => {
    expect(toMilli(points)).toBe(milli);
  });

  it('tolerates binary floating-point noise', () => {
    expect(toMilli(0.1 + 0.2)).toBe(300);
    expect(toMilli(1.1 * 3)).toBe(3300);
    expect(toMilli(0.7 + 0.1)).toBe(800);
    expect(toMilli(1234567.891 + 0.001)).toBe(1234567892);
  });

  it.each([1.2345, 0.0001, 0.0005, 0.1234, -1.2345, 1000.0005, 10000.0004, 1234.5678, 9_999_999.9995])(
    'refuses %d (more than 3 fraction digits)',
    (points) => {
      expect(() => toMilli(points)).toThrow(RangeError);
    },
  );

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('refuses %d', (points) => {
    expect(() => toMilli(points)).toThrow(RangeError);
  });

  it('refuses values beyond the safe integer range', () => {
    expect(() => toMilli(1e16)).toThrow(RangeError);
    expect(() => toMilli(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });

  it('uses 1000 milli-points per point', () => {
    expect(MILLI_PER_POINT).toBe(1000);
  });
});

describe('fromMilli', () => {
  it.each([
    [0, 0],
    [1, 0.001],
    [300, 0.3],
    [500, 0.5],
    [1234, 1.234],
    [11_000_000, 11000],
    [-2500, -2.5],
  ])('%d milli is %d points', (milli, points) => {
    expect(fromMilli(milli)).toBe(points);
  });

  it('round-trips with toMilli', () => {
    for (const milli of [0, 1, 7, 99, 100, 101, 999, 1001, 123456, 987654321, 9_999_999_999]) {
      expect(toMilli(fromMilli(milli))).toBe(milli);
    }
  });
});

describe('runFactor and totalQuantity (spec section 9: quantity x max(runs, 1))', () => {
  it('counts a plain order once', () => {
    expect(runFactor(0)).toBe(1);
    expect(runFactor(1)).toBe(1);
    expect(runFactor(-3)).toBe(1);
    expect(runFactor(2)).toBe(2);
    expect(runFactor(10)).toBe(10);
  });

  it('multiplies quantity by the runs', () => {
    expect(totalQuantity(100, 0)).toBe(100);
    expect(totalQuantity(100, 1)).toBe(100);
    expect(totalQuantity(100, 3)).toBe(300);
    expect(totalQuantity(0, 5)).toBe(0);
    expect(totalQuantity(30000, 10000)).toBe(300_000_000);
  });
});

describe('orderCostMilli', () => {
  it('is unit price x quantity for runs 0', () => {
    expect(orderCostMilli(100, 3, 0)).toBe(300);
    expect(orderCostMilli(1234, 10, 0)).toBe(12340);
  });

  it('is unit price x quantity x runs for runs 3', () => {
    expect(orderCostMilli(100, 3, 3)).toBe(900);
    expect(orderCostMilli(500, 100, 3)).toBe(150000);
  });

  it('is zero for a zero quantity or price', () => {
    expect(orderCostMilli(0, 100, 3)).toBe(0);
    expect(orderCostMilli(100, 0, 3)).toBe(0);
  });

  it('refuses costs beyond the safe integer range', () => {
    expect(() => orderCostMilli(1e9, 1e6, 1e4)).toThrow(RangeError);
    expect(() => orderCostMilli(Number.NaN, 1, 0)).toThrow(RangeError);
  });
});

describe('orderCost', () => {
  it('is exact for decimal unit prices (0.1 x 3 = 0.3)', () => {
    expect(orderCost(0.1, 3, 0)).toBe(0.3);
    expect(0.1 * 3).not.toBe(0.3); // the float product is not
  });

  it.each([
    [0.5, 3, 0, 1.5],
    [0.5, 3, 1, 1.5],
    [0.5, 3, 3, 4.5],
    [1.234, 7, 0, 8.638],
    [0.001, 1, 0, 0.001],
    [0.007, 3, 2, 0.042],
    [2.5, 1000, 10, 25000],
    [0.3, 3, 0, 0.9],
    [1.1, 3, 0, 3.3],
  ])('%d x %d with runs %d is %d', (price, quantity, runs, expected) => {
    expect(orderCost(price, quantity, runs)).toBe(expected);
  });

  it('refuses unit prices with more than 3 fraction digits', () => {
    expect(() => orderCost(1.2345, 1, 0)).toThrow(RangeError);
  });
});

describe('paymentAmount (spec section 9: tax invoice pays 1.1 x)', () => {
  it.each([
    [10000, 11000],
    [1000, 1100],
    [1001, 1102], // 1101.1 rounds up
    [1009, 1110], // 1109.9 rounds up
    [1, 2], // 1.1 rounds up
    [10, 11],
    [0, 0],
    [10_000_000, 11_000_000],
    [9_999_999, 10_999_999], // 10,999,998.9 rounds up
  ])('tax invoice: %d points is %d won', (points, won) => {
    expect(paymentAmount(points, true)).toBe(won);
  });

  it.each([0, 1, 1001, 10000, 10_000_000])('without a tax invoice: %d points is unchanged', (points) => {
    expect(paymentAmount(points, false)).toBe(points);
  });

  it('always returns whole won for whole points with a tax invoice', () => {
    for (let p = 1; p <= 2000; p++) {
      const won = paymentAmount(p, true);
      expect(Number.isInteger(won)).toBe(true);
      expect(won).toBeGreaterThanOrEqual(p * 1.1 - 1e-9);
      expect(won - p * 1.1).toBeLessThan(1);
    }
  });
});
