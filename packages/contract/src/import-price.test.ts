import { describe, expect, it } from 'vitest';
import {
  hasAtMostFractionDigits,
  importedUnitPriceMilli,
  markupBasisPoints,
  markupPercentOf,
  parseKrwPerUnit,
  parseProviderRate,
  ratePer1000Units,
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

describe('exchange rates (issue 31)', () => {
  const krw = (text: string) => {
    const parsed = parseKrwPerUnit(text);
    if (!parsed.ok) throw new Error(`unreadable exchange rate ${text}`);
    return parsed.rate;
  };

  it.each([
    ['1385.5', '1385.5'],
    ['1385.500000', '1385.5'],
    ['0001490.12', '1490.12'],
    ['0.000001', '0.000001'],
    ['1000000', '1000000'],
  ])('reads %j as %s', (text, canonical) => {
    expect(parseKrwPerUnit(text)).toMatchObject({ ok: true, text: canonical });
  });

  it.each([
    ['0', 'rateInvalid'],
    ['0.000000', 'rateInvalid'],
    ['-1', 'rateInvalid'],
    ['1e3', 'rateInvalid'],
    ['1,385', 'rateInvalid'],
    ['1.0000001', 'rateFraction'],
    ['1000000.000001', 'rateTooLarge'],
    ['99999999', 'rateTooLarge'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(parseKrwPerUnit(text)).toEqual({ ok: false, problem });
  });

  it('prices a dollar rate exactly: 0.90 at 1,385.5 won, +30% is 1.622 points a unit', () => {
    expect(rateUnitCostMilli(rate('0.90'), krw('1385.5'))).toBe(1247); // 1,246.95 rounded up
    expect(importedUnitPriceMilli(rate('0.90'), 3000, null, krw('1385.5'))).toBe(1622); // 1,621.035
  });

  it('rounds up only what is not exact, with a 6-digit rate and a 12-digit provider rate', () => {
    expect(importedUnitPriceMilli(rate('2'), 0, null, krw('0.5'))).toBe(1);
    expect(importedUnitPriceMilli(rate('4'), 0, null, krw('0.25'))).toBe(1);
    expect(rateUnitCostMilli(rate('0.000000000001'), krw('0.000001'))).toBe(1);
    // Beyond what a price can be (a safe integer of milli-points): refused, never rounded.
    expect(() =>
      importedUnitPriceMilli(rate('999999999.999999999999'), 100000, null, krw('1000000')),
    ).toThrow(RangeError);
  });

  it('keeps KRW providers exactly as before (rate 1 by default)', () => {
    for (const text of ['900', '0.45', '1500.5', '0.001']) {
      expect(importedUnitPriceMilli(rate(text), 3000, null, krw('1'))).toBe(
        importedUnitPriceMilli(rate(text), 3000),
      );
      expect(rateUnitCostMilli(rate(text), krw('1'))).toBe(rateUnitCostMilli(rate(text)));
    }
  });
});

describe('ratePer1000Units (issue 32)', () => {
  it("reads a package type's rate as the price of one package, any other type's as per 1,000", () => {
    const r = parseProviderRate('4.5');
    if (!r) throw new Error('unreadable');
    expect(rateText(ratePer1000Units(r, 'Package'))).toBe('4500');
    expect(rateText(ratePer1000Units(r, 'custom comments package'))).toBe('4500');
    for (const type of ['Default', 'Custom Comments', 'Subscriptions', 'Custom Data'])
      expect(rateText(ratePer1000Units(r, type))).toBe('4.5');
    expect(rateUnitCostMilli(ratePer1000Units(r, 'Package'))).toBe(4500);
    const fine = parseProviderRate('0.12345');
    if (!fine) throw new Error('unreadable');
    expect(rateText(ratePer1000Units(fine, 'Package'))).toBe('123.45');
  });
});
