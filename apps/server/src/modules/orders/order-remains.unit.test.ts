import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import { orderRemains } from './order-remains.ts';

describe('orderRemains', () => {
  it('is the provider count whenever there is one, even for a completed order', () => {
    expect(orderRemains({ status: OrderStatus.InProgress, amount: 100, remains: 40 })).toBe(40);
    expect(orderRemains({ status: OrderStatus.Completed, amount: 100, remains: 3 })).toBe(3);
    expect(orderRemains({ status: OrderStatus.Partial, amount: 100, remains: 0 })).toBe(0);
  });

  it('is 0 for a completed order with no count and the amount for every other status', () => {
    expect(orderRemains({ status: OrderStatus.Completed, amount: 100, remains: null })).toBe(0);
    for (const status of [
      OrderStatus.Pending,
      OrderStatus.InProgress,
      OrderStatus.Partial,
      OrderStatus.Processing,
      OrderStatus.Canceled,
    ]) {
      expect(orderRemains({ status, amount: 100, remains: null })).toBe(100);
    }
  });
});
