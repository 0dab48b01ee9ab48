import { describe, expect, it } from 'vitest';
import { parseProviderRate } from '@smm/contract/import-price';
import { simulatorCatalog } from './simulator-catalog.ts';

describe('the simulator catalogues', () => {
  it('keeps the demo store its five KRW services', () => {
    const small = simulatorCatalog('small', 'KRW');
    expect(small.map((s) => [s.service, s.rate, s.refill, s.cancel])).toEqual([
      [1, '900.00', true, true],
      [2, '300.00', true, true],
      [3, '20.00', true, true],
      [4, '15000.00', false, false],
      [5, '2500.00', true, true],
    ]);
    // The same prices in dollars, as a dollar panel writes them.
    expect(simulatorCatalog('small', 'USD').map((s) => s.rate)).toEqual([
      '0.64',
      '0.21',
      '0.0143',
      '10.71',
      '1.79',
    ]);
  });

  it('generates a real-sized catalogue, the same on every start, like a real panel', () => {
    const large = simulatorCatalog('large', 'USD');
    expect(large).toEqual(simulatorCatalog('large', 'USD'));
    expect(large.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(large.map((s) => s.service)).size).toBe(large.length);
    expect(new Set(large.map((s) => s.category)).size).toBeGreaterThanOrEqual(30);
    expect(new Set(large.map((s) => s.type)).size).toBe(15);
    for (const s of large) {
      expect(parseProviderRate(s.rate), s.rate).not.toBeNull();
      expect(Number(s.rate)).toBeGreaterThan(0);
      expect(Number(s.max)).toBeGreaterThanOrEqual(Number(s.min));
    }
    expect(large.some((s) => s.dripfeed)).toBe(true);
    // Won rates are the dollar ones times about 1,400.
    const won = simulatorCatalog('large', 'KRW');
    expect(won.map((s) => s.name)).toEqual(large.map((s) => s.name));
    expect(Number(won[0]!.rate) / Number(large[0]!.rate)).toBeCloseTo(1400, -2);
  });
});
