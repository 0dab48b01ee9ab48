import { describe, expect, it } from 'vitest';
import { formatCount, formatDateTime, formatWon } from './format.ts';

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
