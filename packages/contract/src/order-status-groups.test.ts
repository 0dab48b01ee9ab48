import { describe, expect, it } from 'vitest';
import {
  FINAL_ORDER_STATUSES,
  OPEN_ORDER_STATUSES,
  SHORT_ORDER_STATUSES,
  isFinalOrderStatus,
} from './order-status-groups.ts';

describe('order status groups', () => {
  it('treats Completed, Partial and Canceled as final', () => {
    expect([0, 1, 2, 3, 4, 5].filter(isFinalOrderStatus)).toEqual([2, 3, 5]);
  });

  it('splits every status into open or final, and short ones are final', () => {
    expect([...OPEN_ORDER_STATUSES, ...FINAL_ORDER_STATUSES].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(OPEN_ORDER_STATUSES).toEqual([0, 1, 4]);
    expect(SHORT_ORDER_STATUSES.every(isFinalOrderStatus)).toBe(true);
    expect(SHORT_ORDER_STATUSES).toEqual([3, 5]);
  });
});
