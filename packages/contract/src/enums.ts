/** Numeric values and Korean labels exactly as spec section 4 defines them. */

export const SESSION_STATES = ['loading', 'authorization', 'unAuthorization', 'guest'] as const;
export type SessionState = (typeof SESSION_STATES)[number];

export const OrderStatus = {
  Pending: 0,
  InProgress: 1,
  Completed: 2,
  Partial: 3,
  Processing: 4,
  Canceled: 5,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  0: '주문접수',
  1: '주문준비중 또는 가동중',
  2: '주문완료',
  3: '주문실패(작업되지 않은 만큼 환불)',
  4: '주문대기',
  5: '주문취소 및 전액 환불',
};

export const AutoOrderStatus = { Active: 0, Completed: 1, Canceled: 2, Partial: 3 } as const;
export type AutoOrderStatus = (typeof AutoOrderStatus)[keyof typeof AutoOrderStatus];

/** Filter chips of the auto-order history page; partial (3) is shown as completed. */
export const AUTO_ORDER_FILTERS = [
  { key: 'all', label: '전체', statuses: [0, 1, 2, 3] },
  { key: 'active', label: '진행중', statuses: [0] },
  { key: 'completed', label: '완료', statuses: [1, 3] },
  { key: 'canceled', label: '취소', statuses: [2] },
] as const;

export const AUTO_ORDER_STATUS_LABELS: Record<AutoOrderStatus, string> = {
  0: '진행중',
  1: '완료',
  2: '취소',
  3: '완료',
};

export const RequestStatus = { Pending: 0, Success: 1, Fail: 2 } as const;
export type RequestStatus = (typeof RequestStatus)[keyof typeof RequestStatus];

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  0: '입금대기',
  1: '충전완료',
  2: '충전취소',
};

/** Payment (fee document) type of a top-up request: 0 cash receipt, 1 tax invoice (fee), 2 none. */
export const PaymentType = { Cash: 0, Fee: 1, None: 2 } as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];

export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  0: '현금영수증',
  1: '세금계산서',
  2: '신청안함',
};

export const ENABLE_PAYMENT_TYPE_VALUES = ['ALL', 'CASH_AND_FEE', 'FEE', 'CASH', 'NO_FEE'] as const;
export type EnablePaymentType = (typeof ENABLE_PAYMENT_TYPE_VALUES)[number];

/** Which fee types each ENABLE_PAYMENT_TYPE value offers (decision recorded in docs/decisions.md). */
export const OFFERED_PAYMENT_TYPES: Record<EnablePaymentType, readonly PaymentType[]> = {
  ALL: [PaymentType.None, PaymentType.Cash, PaymentType.Fee],
  CASH_AND_FEE: [PaymentType.Cash, PaymentType.Fee],
  FEE: [PaymentType.Fee],
  CASH: [PaymentType.Cash],
  NO_FEE: [PaymentType.None],
};

export function offeredPaymentTypes(setting: string | undefined, feeEnabled = true): readonly PaymentType[] {
  if (!feeEnabled) return [PaymentType.None];
  const key = (ENABLE_PAYMENT_TYPE_VALUES as readonly string[]).includes(setting ?? '')
    ? (setting as EnablePaymentType)
    : 'NO_FEE';
  return OFFERED_PAYMENT_TYPES[key];
}
