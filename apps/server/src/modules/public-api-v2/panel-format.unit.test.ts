import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import { normaliseStatus } from '../fulfilment/provider-status.ts';
import { milliText, PANEL_STATUS_WORDS, panelStatusWord } from './panel-format.ts';

describe('panel formatting', () => {
  it('writes milli-points as exact decimals', () => {
    expect([0, 300, 500_000, 1_234_567, 1, 10, 9_007_199_254_740_991].map(milliText)).toEqual([
      '0',
      '0.3',
      '500',
      '1234.567',
      '0.001',
      '0.01',
      '9007199254740.991',
    ]);
  });

  it('speaks words our own fulfilment reads back to the same status (pending is already placed upstream)', () => {
    for (const [status, word] of Object.entries(PANEL_STATUS_WORDS)) {
      const expected = Number(status) === OrderStatus.Pending ? OrderStatus.Processing : Number(status);
      expect(normaliseStatus(word)).toBe(expected);
    }
    expect(panelStatusWord(99)).toBe('Pending');
  });
});
