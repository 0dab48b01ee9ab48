import { describe, expect, it } from 'vitest';
import {
  hasAtMostFractionDigits,
  importedUnitPriceMilli,
  markupBasisPoints,
  markupPercentOf,
  parseProviderRate,
  rateText,
  rateUnitCostMilli,
  sameRate,
  type ProviderRate,
} from './import-price.ts';

const rate = (text: string): ProviderRate => {
  const parsed = parseProviderRate(text);
  if (!parsed) throw new Error(`unreadable rate ${text}`);
  return parsed;
};

describe('parseProviderRate', () => {
  it.each([
    ['900', '900'],
    ['900.00', '900'],
    [' 0.45 ', '0.45'],
    ['.5', '0.5'],
    ['12.', '12'],
    ['0', '0'],
    ['0.000000000001', '0.000000000001'],
    ['999999999.999999999999', '999999999.999999999999'],
  ])('reads %j as %s', (text, canonical) => {
    expect(rateText(rate(text))).toBe(canonical);
  });

  it.each(['', '-1', '1e3', '1,000', 'abc', '1.2.3', '0x10', '1000000000', '0.0000000000001', 'NaN'])(
    'refuses %j',
    (text) => {
      expect(parseProviderRate(text)).toBeNull();
    },
  );

  it('compares values, not spellings', () => {
    expect(sameRate(rate('900'), rate('900.000'))).toBe(true);
    expect(sameRate(rate('0.45'), rate('0.450'))).toBe(true);
    expect(sameRate(rate('0.45'), rate('0.46'))).toBe(false);
    expect(sameRate(rate('1'), rate('0.999999999999'))).toBe(false);
  });
});

describe('rateUnitCostMilli', () => {
  it('is the per-unit cost in milli-points, rounded up', () => {
    expect(rateUnitCostMilli(rate('900.00'))).toBe(900);
    expect(rateUnitCostMilli(rate('0.45'))).toBe(1);
    expect(rateUnitCostMilli(rate('2.001'))).toBe(3);
    expect(rateUnitCostMilli(rate('0'))).toBe(0);
  });
});

describe('markupBasisPoints', () => {
  it.each([
    [0, 0],
    [30, 3000],
    [12.5, 1250],
    [12.34, 1234],
    [0.01, 1],
    [1000, 100_000],
  ])('%d%% is %d hundredths', (percent, bp) => {
    expect(markupBasisPoints(percent)).toBe(bp);
    expect(markupPercentOf(bp)).toBe(percent);
  });

  it.each([-1, 1000.01, 12.345, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (percent) => {
    expect(() => markupBasisPoints(percent)).toThrow(RangeError);
  });

  it('tells how many fraction digits a number has', () => {
    expect(hasAtMostFractionDigits(12.34, 2)).toBe(true);
    expect(hasAtMostFractionDigits(12.345, 2)).toBe(false);
    expect(hasAtMostFractionDigits(0.001, 3)).toBe(true);
  });
});

describe('importedUnitPriceMilli', () => {
  it('is rate / 1000 x (1 + markup) in milli-points, exact', () => {
    // 900 points per 1000 = 0.9 points per unit; +30% = 1.17 points = 1170 milli.
    expect(importedUnitPriceMilli(rate('900.00'), 3000)).toBe(1170);
    expect(importedUnitPriceMilli(rate('300'), 3000)).toBe(390);
    expect(importedUnitPriceMilli(rate('1000'), 0)).toBe(1000);
    // 0.1 + 0.2 style inputs stay exact: 0.3 per 1000 x 1.1 = 0.33 milli -> 1.
    expect(importedUnitPriceMilli(rate('0.3'), 1000)).toBe(1);
    expect(importedUnitPriceMilli(rate('123.456'), 1250)).toBe(139); // 138.888 -> 139
  });

  it('rounds up to the milli-point, never down, and not when exact', () => {
    expect(importedUnitPriceMilli(rate('10.001'), 0)).toBe(11);
    expect(importedUnitPriceMilli(rate('10.000000000001'), 0)).toBe(11);
    expect(importedUnitPriceMilli(rate('10'), 1)).toBe(11); // 10.001
    expect(importedUnitPriceMilli(rate('100'), 1)).toBe(101); // 100.01
    expect(importedUnitPriceMilli(rate('10000'), 1)).toBe(10001); // exactly 10001
  });

  it('handles big numbers without losing a unit', () => {
    // 999,999,999.999999999999 x 11 (1000% markup) = 10,999,999,999.999999999989 -> 11,000,000,000
    expect(importedUnitPriceMilli(rate('999999999.999999999999'), 100_000)).toBe(11_000_000_000);
    expect(importedUnitPriceMilli(rate('987654321.123'), 3333)).toBe(1_316_839_507);
    expect(Number.isSafeInteger(importedUnitPriceMilli(rate('999999999'), 100_000))).toBe(true);
  });

  it('applies the minimum price and never goes below one milli-point', () => {
    expect(importedUnitPriceMilli(rate('20'), 3000, 50)).toBe(50);
    expect(importedUnitPriceMilli(rate('900'), 3000, 50)).toBe(1170);
    expect(importedUnitPriceMilli(rate('0'), 3000)).toBe(1);
    expect(importedUnitPriceMilli(rate('0'), 0, null)).toBe(1);
  });

  it('refuses a negative or fractional markup', () => {
    expect(() => importedUnitPriceMilli(rate('1'), -1)).toThrow(RangeError);
    expect(() => importedUnitPriceMilli(rate('1'), 0.5)).toThrow(RangeError);
  });
});
