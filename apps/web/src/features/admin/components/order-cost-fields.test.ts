import { describe, expect, it } from 'vitest';
import { chargeText, costText, orderCostFields, profitText } from './order-cost-fields.ts';

const SENT = {
  providerCharge: '2.52000',
  providerCurrency: 'USD',
  providerCost: 3491.46,
  costEstimated: false,
  profit: 1047.54,
  exchangeRate: '1385.5',
};

describe('an order’s cost facts', () => {
  it('shows the dollar charge, the order-time rate, cost and profit exactly', () => {
    expect(orderCostFields(SENT)).toEqual([
      ['공급처 청구액', '$2.52000'],
      ['적용 환율', '1 USD = 1,385.5원 (주문 시점)'],
      ['원가', '3,491.46원'],
      ['이익', '1,047.54원'],
    ]);
  });

  it('marks an estimate, a loss, a charge not reported yet and an order never sent', () => {
    const estimated = { ...SENT, providerCharge: null, costEstimated: true, profit: -12.5 };
    expect(chargeText(estimated)).toBe('공급처 보고 전');
    expect(costText(estimated)).toBe('3,491.46원 (추정)');
    expect(profitText(estimated)).toBe('-12.5원 (추정)');
    const unsent = {
      ...SENT,
      providerCharge: null,
      providerCurrency: null,
      providerCost: null,
      profit: null,
    };
    expect(orderCostFields({ ...unsent, exchangeRate: null })).toEqual([
      ['공급처 청구액', '-'],
      ['원가', '-'],
      ['이익', '-'],
    ]);
    // A won provider needs no rate line.
    expect(
      orderCostFields({ ...SENT, providerCharge: '900', providerCurrency: 'KRW', exchangeRate: '1' })[0],
    ).toEqual(['공급처 청구액', '900원']);
  });
});
