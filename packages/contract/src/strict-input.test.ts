import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import {
  containsForbiddenCharacters,
  decimalId,
  decimalInt,
  hasForbiddenCharacters,
} from './strict-input.ts';

describe('forbidden characters', () => {
  it('refuses C0 controls, DEL and lone surrogates but keeps tab and line breaks', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\u0001', '\u001f', '\u007f', '\u000b', '\ud800', 'x\udc00']) {
      expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ['', 'abc', '한글', 'a\tb', 'a\nb', 'a\r\nb', '😀', 'https://x.kr/?a=1&b=%00']) {
      expect(hasForbiddenCharacters(good), JSON.stringify(good)).toBe(false);
    }
  });

  it('looks into nested bodies, their keys included', () => {
    expect(containsForbiddenCharacters({ a: [{ b: 'ok' }], c: 1, d: null })).toBe(false);
    expect(containsForbiddenCharacters({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsForbiddenCharacters({ 'k\u0000': 'v' })).toBe(true);
    expect(containsForbiddenCharacters(undefined)).toBe(false);
  });
});

describe('decimalInt and decimalId', () => {
  it('accept plain decimal digits and JSON integers', () => {
    expect(decimalId().parse('16')).toBe(16);
    expect(decimalId().parse(16)).toBe(16);
    expect(decimalInt().parse('0')).toBe(0);
    expect(decimalInt().parse('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuse hex, exponents, signs, spaces, fractions and the empty string with a Korean message', () => {
    for (const loose of [
      '0x10',
      '1e3',
      '+1',
      ' 1 ',
      '%201',
      '-1',
      '1.0',
      '1.5',
      '',
      'NaN',
      '0b1',
      '9223372036854775808',
    ]) {
      const parsed = decimalId().safeParse(loose);
      expect(parsed.success, loose).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(MESSAGES.server.badRequest);
    }
    for (const loose of [-1, 0.5, 2 ** 63, Number.NaN, null, true]) {
      expect(decimalId().safeParse(loose).success, String(loose)).toBe(false);
    }
    expect(decimalId().safeParse('0').success).toBe(false);
  });

  it('keeps its bounds and a caller-given message', () => {
    const days = decimalInt({ min: 1, max: 90, message: '기간' });
    expect(days.parse('90')).toBe(90);
    expect(days.safeParse('91').error?.issues[0]?.message).toBe('기간');
    expect(days.safeParse('0x5').error?.issues[0]?.message).toBe('기간');
  });
});
