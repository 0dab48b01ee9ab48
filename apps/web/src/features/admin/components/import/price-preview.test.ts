import { describe, expect, it } from 'vitest';
import { previewPrice } from './price-preview.ts';
import { formatUnitPoint } from '../../../../lib/format-unit-point.ts';
import { parseDecimalField } from '../../../../lib/form/parse-decimal-field.ts';

describe('the import price preview', () => {
  it('shows the price the server will set, per unit and per 1000', () => {
    expect(previewPrice('900.00', '30', '')).toEqual({ unit: 1.17, perThousand: 1170 });
    expect(previewPrice('20', '30', '0.05')).toEqual({ unit: 0.05, perThousand: 50 });
    expect(previewPrice('123.456', '12.5', '')).toEqual({ unit: 0.139, perThousand: 139 });
  });

  it('shows nothing until the markup and the minimum are valid, or for an unreadable rate', () => {
    expect(previewPrice('900', '', '')).toBeNull();
    expect(previewPrice('900', '1001', '')).toBeNull();
    expect(previewPrice('900', '12.345', '')).toBeNull();
    expect(previewPrice('900', '30', '0')).toBeNull();
    expect(previewPrice('900', '30', '0.0001')).toBeNull();
    expect(previewPrice('1e3', '30', '')).toBeNull();
  });

  it('reads grouped numbers and formats exact points', () => {
    expect(parseDecimalField(' 1,000.5 ')).toBe(1000.5);
    expect(parseDecimalField('')).toBeUndefined();
    expect(formatUnitPoint(1234.567)).toBe('1,234.567원');
    expect(formatUnitPoint(0.039)).toBe('0.039원');
  });
});
