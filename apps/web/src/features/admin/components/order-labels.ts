import { SUBMIT_STATE_LABELS, type SubmitState } from '@smm/contract/admin-orders';
import {
  AUTO_ORDER_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  type AutoOrderStatus,
  type OrderStatus,
} from '@smm/contract/enums';

/** Status labels of the console's order screens, all from the contract. */
export const orderStatusLabel = (status: number) =>
  ORDER_STATUS_LABELS[status as OrderStatus] ?? String(status);
// The member pages show partial (3) as completed; the operator needs to tell them apart.
export const autoOrderStatusLabel = (status: number) =>
  status === 3 ? '부분 완료' : (AUTO_ORDER_STATUS_LABELS[status as AutoOrderStatus] ?? String(status));
export const submitStateLabel = (state: string) => SUBMIT_STATE_LABELS[state as SubmitState] ?? state;
