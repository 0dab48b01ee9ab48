import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  darken,
  parseHexColor,
  readableFill,
  readableOn,
  readableTextColor,
  toHex,
} from './color.ts';
import { mainColorProperties } from './theme.tsx';

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

  it('darkens a brand colour that carries text until white reads on it at AA', () => {
    // Neither near-black nor white reaches 4.5:1 on these (4.3, 4.5-, 4.2).
    for (const brand of ['#e1306c', '#ff0033', '#1877f2']) {
      const fill = readableFill(brand);
      expect(fill.color).toBe('#ffffff');
      expect(contrastRatio(fill.background, fill.color)).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableFill('#ffe500')).toEqual({ background: '#ffe500', color: '#111827' });
    expect(readableFill('#3366ff')).toEqual({ background: '#3366ff', color: '#ffffff' });
  });

  it('moves a colour towards black or white until it reads on every background', () => {
    const light = readableOn('#5b5bd6', ['#f3f5f8', '#e3e5f7'], 'dark');
    expect(Math.min(contrastRatio(light, '#f3f5f8'), contrastRatio(light, '#e3e5f7'))).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(contrastRatio(readableOn('#5b5bd6', ['#20252e'], 'light'), '#20252e')).toBeGreaterThanOrEqual(4.5);
    // Already readable: unchanged.
    expect(readableOn('#111827', ['#ffffff'], 'dark')).toBe('#111827');
  });

  it('gives the hover colour a readable text colour too, also for a very light main colour', () => {
    for (const main of [
      '#3366ff',
      '#ffe500',
      '#f8f9fa',
      '#e0f2ff',
      '#d0d0ff',
      '#7d8fff',
      '#ff9f1c',
      '#22e0a0',
    ]) {
      const p = mainColorProperties(main)!;
      expect(contrastRatio(p['--main-hover']!, p['--main-hover-contrast']!)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives the main colour a text colour per theme, AA on the page, the inputs and its tint', () => {
    for (const main of ['#3366ff', '#5b5bd6', '#ffe500', '#12b886', '#000000']) {
      const p = mainColorProperties(main)!;
      expect(contrastRatio(p['--main']!, p['--main-contrast']!)).toBeGreaterThanOrEqual(4.5);
      for (const bg of ['#ffffff', '#f3f5f8', '#f7f8fa']) {
        expect(contrastRatio(p['--main-text-light']!, bg)).toBeGreaterThanOrEqual(4.5);
      }
      for (const bg of ['#0f1217', '#181c23', '#20252e']) {
        expect(contrastRatio(p['--main-text-dark']!, bg)).toBeGreaterThanOrEqual(4.5);
      }
    }
    // tokens.css falls back to these for the default colour before the settings arrive.
    expect(mainColorProperties('#3366ff')).toMatchObject({
      '--main-hover': '#003df5',
      '--main-hover-contrast': '#ffffff',
      '--main-text-light': '#0e4aff',
      '--main-text-dark': '#789aff',
    });
  });
});
