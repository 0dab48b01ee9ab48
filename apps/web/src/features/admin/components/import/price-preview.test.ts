import { describe, expect, it } from 'vitest';
import { costPerThousand, previewPrice, previewWith, readPricing } from './price-preview.ts';
import { formatUnitPoint } from '../../../../lib/format-unit-point.ts';
import { parseDecimalField } from '../../../../lib/form/parse-decimal-field.ts';

describe('the import price preview', () => {
  it('shows the price the server will set, per unit and per 1000', () => {
    expect(previewPrice('900.00', '30', '')).toEqual({ unit: 1.17, perThousand: 1170 });
    expect(previewPrice('20', '30', '0.05')).toEqual({ unit: 0.05, perThousand: 50 });
    expect(previewPrice('123.456', '12.5', '')).toEqual({ unit: 0.139, perThousand: 139 });
  });

  it('converts a dollar rate at the exchange rate, exactly, rounding up to the milli-point', () => {
    // $0.90 per 1000 at 1,385.5 won, +30%: 0.9 x 1385.5 x 1.3 = 1,621.035 won per 1000.
    const usd = readPricing('30', '', '1385.5');
    expect(previewWith('0.90', usd)).toEqual({ unit: 1.622, perThousand: 1622 });
    expect(costPerThousand('0.90', '1385.5')).toBe(1247);
    // €12.3456 at 1,520.25 won, +0%: 18,768.4... won per 1000, up to 18,769.
    expect(previewWith('12.3456', readPricing('0', '', '1520.25'))?.perThousand).toBe(18769);
  });

  it('shows nothing until the markup, the minimum and the exchange rate are valid, or for an unreadable rate', () => {
    expect(previewPrice('900', '', '')).toBeNull();
    expect(previewPrice('900', '1001', '')).toBeNull();
    expect(previewPrice('900', '12.345', '')).toBeNull();
    expect(previewPrice('900', '30', '0')).toBeNull();
    expect(previewPrice('900', '30', '0.0001')).toBeNull();
    expect(previewPrice('1e3', '30', '')).toBeNull();
    expect(previewWith('0.90', readPricing('30', '', null))).toBeNull();
    expect(costPerThousand('0.90', null)).toBeNull();
  });

  it('reads grouped numbers and formats exact points', () => {
    expect(parseDecimalField(' 1,000.5 ')).toBe(1000.5);
    expect(parseDecimalField('')).toBeUndefined();
    expect(formatUnitPoint(1234.567)).toBe('1,234.567원');
    expect(formatUnitPoint(0.039)).toBe('0.039원');
  });
});
