import { describe, expect, it } from 'vitest';
import {
  chargeButtonLabel,
  formatCount,
  formatDateTime,
  formatWon,
  parseChargeButtonOptions,
} from './format.ts';

describe('formatWon (Korean locale, 0 to 1 fraction digits)', () => {
  it.each([
    [1234.56, '1,234.6'],
    [1000, '1,000'],
    [0, '0'],
    [0.5, '0.5'],
    [0.04, '0'],
    [1.25, '1.3'],
    [999.95, '1,000'],
    [1234567.8, '1,234,567.8'],
    [10_000_000, '10,000,000'],
    [11000, '11,000'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatWon(value)).toBe(expected);
  });

  it.each([
    ['12', '12'],
    ['1234.56', '1,234.6'],
    [' 1000 ', '1,000'],
    ['0', '0'],
  ])('formats the numeric string %j as %s', (value, expected) => {
    expect(formatWon(value)).toBe(expected);
  });

  it.each([-1, -0.01, -1000, '-5'])('shows the negative value %j as empty', (value) => {
    expect(formatWon(value)).toBe('');
  });

  it('shows negative zero as 0, not -0', () => {
    expect(formatWon(-0)).toBe('0');
    expect(formatWon('-0')).toBe('0');
  });

  it.each([
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    'abc',
    '12abc',
    '',
    '   ',
    undefined,
    null,
    true,
    false,
    {},
    [],
    [5],
  ])('shows the non-numeric value %j as empty', (value) => {
    expect(formatWon(value)).toBe('');
  });

  it('shows a bigint as empty', () => {
    expect(formatWon(10n)).toBe('');
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(30000)).toBe('30,000');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

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

describe('formatDateTime (YYYY-MM-DD HH:mm:ss in Asia/Seoul)', () => {
  it('shows a UTC timestamp in Seoul time', () => {
    expect(formatDateTime('2026-01-01T00:00:00Z')).toBe('2026-01-01 09:00:00');
    expect(formatDateTime('2026-01-01T00:00:00.000Z')).toBe('2026-01-01 09:00:00');
    expect(formatDateTime('2026-03-05T06:07:08+09:00')).toBe('2026-03-05 06:07:08');
  });

  it('crosses the date line into the next Seoul day', () => {
    expect(formatDateTime('2025-12-31T15:00:00Z')).toBe('2026-01-01 00:00:00');
    expect(formatDateTime('2024-02-28T16:30:00Z')).toBe('2024-02-29 01:30:00');
  });

  it('shows midnight as 00, never 24', () => {
    const shown = formatDateTime('2026-06-30T15:00:00Z');
    expect(shown).toBe('2026-07-01 00:00:00');
    expect(shown).not.toContain(' 24:');
    expect(formatDateTime('2026-06-30T15:59:59Z')).toBe('2026-07-01 00:59:59');
  });

  it('shows the last second of a day', () => {
    expect(formatDateTime('2026-01-01T14:59:59Z')).toBe('2026-01-01 23:59:59');
  });

  it('accepts a Date and epoch milliseconds', () => {
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 1, 0, 0, 0)))).toBe('2026-01-01 09:00:00');
    expect(formatDateTime(Date.UTC(2026, 11, 31, 14, 59, 59))).toBe('2026-12-31 23:59:59');
    expect(formatDateTime(0)).toBe('1970-01-01 09:00:00');
  });

  it('drops milliseconds', () => {
    expect(formatDateTime('2026-01-01T00:00:00.999Z')).toBe('2026-01-01 09:00:00');
  });

  it.each([null, undefined, '', 'not a date', 'abc', '2026-13-45T00:00:00Z', Number.NaN])(
    'shows %j as empty',
    (value) => {
      expect(formatDateTime(value)).toBe('');
    },
  );

  it('shows an invalid Date as empty', () => {
    expect(formatDateTime(new Date('invalid'))).toBe('');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
  });

  it('always has the YYYY-MM-DD HH:mm:ss shape', () => {
    for (let hour = 0; hour < 24; hour++) {
      const shown = formatDateTime(Date.UTC(2026, 4, 10, hour, 5, 6));
      expect(shown).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(Number(shown.slice(11, 13))).toBe((hour + 9) % 24);
    }
  });
});
