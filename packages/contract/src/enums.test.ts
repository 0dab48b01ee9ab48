import { describe, expect, it } from 'vitest';
import {
  AUTO_ORDER_FILTERS,
  AUTO_ORDER_STATUS_LABELS,
  AutoOrderStatus,
  ENABLE_PAYMENT_TYPE_VALUES,
  OFFERED_PAYMENT_TYPES,
  ORDER_STATUS_LABELS,
  OrderStatus,
  PAYMENT_TYPE_LABELS,
  PaymentType,
  REQUEST_STATUS_LABELS,
  RequestStatus,
  SESSION_STATES,
  offeredPaymentTypes,
} from './enums.ts';

describe('session states', () => {
  it('are exactly the four states of spec section 4', () => {
    expect(SESSION_STATES).toEqual(['loading', 'authorization', 'unAuthorization', 'guest']);
  });
});

describe('OrderStatus (spec section 4)', () => {
  it('has the numeric values 0 to 5', () => {
    expect(OrderStatus).toEqual({
      Pending: 0,
      InProgress: 1,
      Completed: 2,
      Partial: 3,
      Processing: 4,
      Canceled: 5,
    });
  });

  it.each([
    [OrderStatus.Pending, 0, '주문접수'],
    [OrderStatus.InProgress, 1, '주문준비중 또는 가동중'],
    [OrderStatus.Completed, 2, '주문완료'],
    [OrderStatus.Partial, 3, '주문실패(작업되지 않은 만큼 환불)'],
    [OrderStatus.Processing, 4, '주문대기'],
    [OrderStatus.Canceled, 5, '주문취소 및 전액 환불'],
  ] as const)('status %i (%i) is labelled %s', (status, value, label) => {
    expect(status).toBe(value);
    expect(ORDER_STATUS_LABELS[status]).toBe(label);
  });

  it('labels exactly the six statuses', () => {
    expect(Object.keys(ORDER_STATUS_LABELS).map(Number)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('AutoOrderStatus (spec section 4)', () => {
  it('has the numeric values 0 active, 1 completed, 2 canceled, 3 partial', () => {
    expect(AutoOrderStatus).toEqual({ Active: 0, Completed: 1, Canceled: 2, Partial: 3 });
  });

  it('labels partial (3) the same as completed (1)', () => {
    expect(AUTO_ORDER_STATUS_LABELS).toEqual({ 0: '진행중', 1: '완료', 2: '취소', 3: '완료' });
    expect(AUTO_ORDER_STATUS_LABELS[AutoOrderStatus.Partial]).toBe(
      AUTO_ORDER_STATUS_LABELS[AutoOrderStatus.Completed],
    );
  });

  it('has the filter chips All, Active, Completed (with partial), Canceled', () => {
    expect(AUTO_ORDER_FILTERS.map((f) => f.key)).toEqual(['all', 'active', 'completed', 'canceled']);
    const byKey = Object.fromEntries(AUTO_ORDER_FILTERS.map((f) => [f.key, [...f.statuses]]));
    expect(byKey).toEqual({ all: [0, 1, 2, 3], active: [0], completed: [1, 3], canceled: [2] });
    expect(AUTO_ORDER_FILTERS.map((f) => f.label)).toEqual(['전체', '진행중', '완료', '취소']);
  });

  it('puts every status in exactly one non-"all" chip', () => {
    const specific = AUTO_ORDER_FILTERS.filter((f) => f.key !== 'all').flatMap((f) => [...f.statuses]);
    expect([...specific].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('RequestStatus (spec section 4)', () => {
  it('has 0 pending, 1 success, 2 fail', () => {
    expect(RequestStatus).toEqual({ Pending: 0, Success: 1, Fail: 2 });
  });

  it('labels each status', () => {
    expect(REQUEST_STATUS_LABELS).toEqual({ 0: '입금대기', 1: '충전완료', 2: '충전취소' });
  });
});

describe('PaymentType (spec section 4)', () => {
  it('has 0 cash, 1 fee, 2 none', () => {
    expect(PaymentType).toEqual({ Cash: 0, Fee: 1, None: 2 });
  });

  it('labels cash receipt, tax invoice and none', () => {
    expect(PAYMENT_TYPE_LABELS).toEqual({ 0: '현금영수증', 1: '세금계산서', 2: '신청안함' });
  });
});

describe('offeredPaymentTypes', () => {
  it('knows exactly the five setting values of spec section 4', () => {
    expect(ENABLE_PAYMENT_TYPE_VALUES).toEqual(['ALL', 'CASH_AND_FEE', 'FEE', 'CASH', 'NO_FEE']);
    expect(Object.keys(OFFERED_PAYMENT_TYPES).sort()).toEqual([...ENABLE_PAYMENT_TYPE_VALUES].sort());
  });

  it.each([
    ['ALL', [PaymentType.None, PaymentType.Cash, PaymentType.Fee]],
    ['CASH_AND_FEE', [PaymentType.Cash, PaymentType.Fee]],
    ['FEE', [PaymentType.Fee]],
    ['CASH', [PaymentType.Cash]],
    ['NO_FEE', [PaymentType.None]],
  ] as const)('%s offers %j', (setting, expected) => {
    expect(offeredPaymentTypes(setting)).toEqual(expected);
    expect(offeredPaymentTypes(setting, true)).toEqual(expected);
  });

  it.each([undefined, '', 'all', 'Cash', ' ALL', 'ALL ', 'BOTH', 'NONE', '0', 'toString', '__proto__'])(
    'falls back to none only for the unknown value %j',
    (setting) => {
      expect(offeredPaymentTypes(setting)).toEqual([PaymentType.None]);
    },
  );

  it.each([...ENABLE_PAYMENT_TYPE_VALUES, undefined, 'garbage'])(
    'offers only none for %j when the fee feature is off',
    (setting) => {
      expect(offeredPaymentTypes(setting, false)).toEqual([PaymentType.None]);
    },
  );

  it('only ever offers valid payment types, without duplicates', () => {
    for (const value of ENABLE_PAYMENT_TYPE_VALUES) {
      const offered = offeredPaymentTypes(value);
      expect(offered.length).toBeGreaterThan(0);
      expect(new Set(offered).size).toBe(offered.length);
      for (const type of offered) expect([0, 1, 2]).toContain(type);
    }
  });
});
