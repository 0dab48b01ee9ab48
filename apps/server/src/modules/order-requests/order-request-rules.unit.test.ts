import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import { requestRefusal, type RequestableOrder } from './order-request-rules.ts';

const created = new Date('2026-11-01T00:00:00Z');
const order: RequestableOrder = {
  status: OrderStatus.Completed,
  submit_state: 'submitted',
  provider_id: 1,
  provider_order_id: 'p-1',
  created_at: created,
  refill_offered: true,
  cancel_offered: true,
  refill_days: 30,
  has_open_request: false,
};
const day = (n: number) => new Date(created.getTime() + n * 24 * 60 * 60 * 1000);
const code = (o: Partial<RequestableOrder>, kind: 'refill' | 'cancel', now = day(1)) =>
  requestRefusal({ ...order, ...o }, kind, now)?.code ?? null;

describe('the refill and cancel rule', () => {
  it('lets a completed order at its provider be refilled within its service’s days', () => {
    expect(code({}, 'refill', day(29.9))).toBeNull();
    expect(code({}, 'refill', day(30))).toBe('REFILL_EXPIRED');
    expect(code({ refill_offered: false }, 'refill')).toBe('REFILL_NOT_OFFERED');
    expect(code({ status: OrderStatus.InProgress }, 'refill')).toBe('ORDER_NOT_COMPLETED');
  });

  it('lets an unfinished order at its provider be canceled', () => {
    expect(code({ status: OrderStatus.InProgress }, 'cancel')).toBeNull();
    expect(code({}, 'cancel')).toBe('ORDER_FINISHED');
    expect(code({ status: OrderStatus.Pending, cancel_offered: false }, 'cancel')).toBe('CANCEL_NOT_OFFERED');
  });

  it('refuses an order not at a provider, or with a request still open', () => {
    for (const kind of ['refill', 'cancel'] as const) {
      const open = { status: kind === 'refill' ? OrderStatus.Completed : OrderStatus.Pending };
      expect(code({ ...open, submit_state: 'new' }, kind)).toBe('NOT_AT_PROVIDER');
      expect(code({ ...open, provider_order_id: null }, kind)).toBe('NOT_AT_PROVIDER');
      expect(code({ ...open, provider_id: null }, kind)).toBe('NOT_AT_PROVIDER');
      expect(code({ ...open, has_open_request: true }, kind)).toBe('REQUEST_PENDING');
    }
  });
});
