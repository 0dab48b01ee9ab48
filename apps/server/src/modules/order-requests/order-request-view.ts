import {
  refillStatusWord,
  type RefillCancelRequest,
  type OrderRequestKind,
  type OrderRequestState,
} from '@smm/contract/order-requests';

/** An order_requests row as the member's and the operator's answers read it. */
export interface OrderRequestRow {
  id: number;
  kind: OrderRequestKind;
  state: OrderRequestState;
  refill_status: string | null;
  error: string | null;
  created_at: Date;
}

export const ORDER_REQUEST_COLUMNS = 'id, kind, state, refill_status, error, created_at';

export function toOrderRequest(row: OrderRequestRow): RefillCancelRequest {
  return {
    id: Number(row.id),
    kind: row.kind,
    state: row.state,
    refillStatus: row.refill_status === null ? null : refillStatusWord(row.refill_status),
    message: row.error,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
