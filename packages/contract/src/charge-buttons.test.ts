import { describe, expect, it } from 'vitest';
import { chargeButtonLabel, parseChargeButtonOptions } from './charge-buttons.ts';

describe('chargeButtonLabel', () => {
  it.each([
    [100, '100원'],
    [500, '500원'],
    [1000, '1천원'],
    [1500, '1천5백원'],
    [5000, '5천원'],
    [9900, '9천9백원'],
    [10000, '1만원'],
    [15000, '1만5천원'],
    [25000, '2만5천원'],
    [30500, '3만5백원'],
    [50000, '5만원'],
    [100000, '10만원'],
    [150000, '15만원'],
    [123400, '12만3천4백원'],
    [1_000_000, '100만원'],
    [1_050_000, '105만원'],
    [10_000_000, '1,000만원'],
    [12_345_000, '1,234만5천원'],
    [100_000_000, '1억원'],
    [150_000_000, '1억5,000만원'],
    [1, '1원'],
    [50, '50원'],
    [99, '99원'],
    [150, '150원'],
    [1050, '1,050원'],
    [12345, '12,345원'],
    [0, '0원'],
  ])('labels %d as %s', (amount, label) => {
    expect(chargeButtonLabel(amount)).toBe(label);
  });

  it('never writes a unit twice or a bare hundred the way the old labels did', () => {
    for (let amount = 100; amount <= 300_000; amount += 100) {
      const label = chargeButtonLabel(amount);
      expect(label).not.toMatch(/\d{2,}(천|백)/);
      expect(label).not.toMatch(/^1백원$/);
    }
  });
});

describe('parseChargeButtonOptions', () => {
  it('parses a comma list', () => {
    expect(parseChargeButtonOptions('1000,5000,10000')).toEqual([1000, 5000, 10000]);
    expect(parseChargeButtonOptions(' 1000 , 5000 ,10000 ')).toEqual([1000, 5000, 10000]);
    expect(parseChargeButtonOptions('10000')).toEqual([10000]);
  });

  it('parses a JSON array of numbers or numeric strings', () => {
    expect(parseChargeButtonOptions('[1000, 5000, 10000]')).toEqual([1000, 5000, 10000]);
    expect(parseChargeButtonOptions(' ["1000", 50000] ')).toEqual([1000, 50000]);
    expect(parseChargeButtonOptions('[]')).toEqual([]);
  });

  it('keeps the order and duplicates as configured', () => {
    expect(parseChargeButtonOptions('50000,1000,1000')).toEqual([50000, 1000, 1000]);
  });

  it('drops empty, zero, negative, fractional and non-numeric entries', () => {
    expect(parseChargeButtonOptions('1000,,abc,0,-500,2.5,5000,')).toEqual([1000, 5000]);
    expect(parseChargeButtonOptions('[1000, null, "x", -1, 0.5, true, {}, 3000]')).toEqual([1000, 3000]);
  });

  it.each([undefined, '', 'garbage', '[1000,', '[not json]', '{"a":1000}', 'null', ',,,'])(
    'returns an empty list for %j',
    (value) => {
      expect(parseChargeButtonOptions(value)).toEqual([]);
    },
  );
});
