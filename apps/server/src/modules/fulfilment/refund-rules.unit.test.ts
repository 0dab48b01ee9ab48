import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import { autoOrderRefundMilli, orderRefundMilli, type SettledOrder } from './refund-rules.ts';

// 412 units at 0.357 points: 147.084 points charged.
const order: SettledOrder = {
  status: OrderStatus.Partial,
  amount: 412,
  unitPriceMilli: 357,
  costMilli: 147_084,
  refundedMilli: 0,
  remains: 100,
};

describe('orderRefundMilli', () => {
  it('gives a Partial back its undelivered units at the price paid, exactly', () => {
    expect(orderRefundMilli(order)).toBe(35_700);
    expect(orderRefundMilli({ ...order, remains: 0 })).toBe(0);
  });

  it('caps a Partial at the amount and at what is left of the charge', () => {
    expect(orderRefundMilli({ ...order, remains: 10_000 })).toBe(147_084);
    expect(orderRefundMilli({ ...order, refundedMilli: 140_000 })).toBe(7_084);
  });

  it('refuses to guess a Partial without a usable remains', () => {
    expect(orderRefundMilli({ ...order, remains: null })).toBeNull();
  });

  it('gives a Canceled order the whole rest of its charge, a Completed one nothing', () => {
    expect(orderRefundMilli({ ...order, status: OrderStatus.Canceled, remains: null })).toBe(147_084);
    expect(orderRefundMilli({ ...order, status: OrderStatus.Canceled, refundedMilli: 84 })).toBe(147_000);
    expect(orderRefundMilli({ ...order, status: OrderStatus.Completed })).toBe(0);
  });
});

describe('autoOrderRefundMilli', () => {
  // 5 runs of 100 units at 0.5 points: 250 points paid with the auto-order.
  const autoOrder = { runs: 5, runsPlaced: 1, amount: 100, unitPriceMilli: 500, costMilli: 250_000 };

  it('gives back the runs never placed', () => {
    expect(autoOrderRefundMilli(autoOrder)).toBe(200_000);
    expect(autoOrderRefundMilli({ ...autoOrder, runsPlaced: 5 })).toBe(0);
    expect(autoOrderRefundMilli({ ...autoOrder, runs: 3, runsPlaced: 2, unitPriceMilli: 333 })).toBe(33_300);
  });

  it('never more than the auto-order cost', () => {
    expect(autoOrderRefundMilli({ ...autoOrder, runsPlaced: 0, costMilli: 240_000 })).toBe(240_000);
  });
});
