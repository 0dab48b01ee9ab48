import { describe, expect, it } from 'vitest';
import { quoteUnitPrice, unitPriceText } from './unit-price-quote.ts';

describe('quoteUnitPrice', () => {
  it.each([
    [0.026, '1,000개당 26원'],
    [1.17, '1,000개당 1,170원'],
    [0.005, '1,000개당 5원'],
    [0.0265 + 0.0005, '1,000개당 27원'],
    [12.345, '1,000개당 12,345원'],
  ])('quotes %s per 1,000, which the won format would show as another number', (point, text) => {
    expect(unitPriceText(point)).toBe(text);
    expect(quoteUnitPrice(point).per).toBe(1000);
  });

  it.each([
    [0.5, '1개당 0.5원'],
    [45, '1개당 45원'],
    [1.2, '1개당 1.2원'],
    [1200, '1개당 1,200원'],
    [0.1 + 0.2, '1개당 0.3원'],
  ])('keeps the spec’s won format for %s, which it shows exactly', (point, text) => {
    expect(unitPriceText(point)).toBe(text);
    expect(quoteUnitPrice(point).per).toBe(1);
  });
});
