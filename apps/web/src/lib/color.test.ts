import { describe, expect, it } from 'vitest';
import { darken, parseHexColor, readableTextColor, toHex } from './color.ts';

describe('color utilities', () => {
  it('parses short and long hex colours, with or without #', () => {
    expect(parseHexColor('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHexColor('3366FF')).toEqual({ r: 51, g: 102, b: 255 });
    expect(parseHexColor('red')).toBeNull();
    expect(parseHexColor('#12345')).toBeNull();
  });

  it('formats back to lower-case #rrggbb', () => {
    expect(toHex({ r: 51, g: 102, b: 255 })).toBe('#3366ff');
  });

  it('darkens by 20% of the HSL lightness', () => {
    expect(darken('#ffffff', 0.2)).toBe('#cccccc');
    expect(darken('#808080', 0.2)).toBe('#666666');
    // #3366ff: hsl(225, 100%, 60%) -> 48% lightness -> #003df5
    expect(darken('#3366ff', 0.2)).toBe('#003df5');
    expect(darken('#000000', 0.2)).toBe('#000000');
  });

  it('returns null for an unparsable colour', () => {
    expect(darken('not-a-colour', 0.2)).toBeNull();
  });

  it('picks a readable text colour', () => {
    expect(readableTextColor('#ffe500')).toBe('#111827');
    expect(readableTextColor('#1d4ed8')).toBe('#ffffff');
  });
});
