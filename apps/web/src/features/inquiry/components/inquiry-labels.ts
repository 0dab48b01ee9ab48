import {
  ORDER_STATUS_LABELS,
  REQUEST_STATUS_LABELS,
  type OrderStatus,
  type RequestStatus,
} from '@smm/contract/enums';
import { formatCount, formatDateTime } from '@smm/contract/format';
import type { InquirySubject, InquirySubjects } from '@smm/contract/inquiries';
import { formatPoint } from '../../../lib/format-point.ts';

/** What an inquiry is about, as one short line ('주문 #12'). */
export function subjectLabel(subject: InquirySubject | null): string | null {
  if (!subject) return null;
  return subject.kind === 'order' ? `주문 #${subject.id}` : `충전 신청 #${subject.id}`;
}

/** An option value of the subject select: '' (none), 'order:12' or 'topup:5'. */
export type SubjectValue = '' | `order:${number}` | `topup:${number}`;

export function subjectIds(value: string): { orderId?: number; pointRequestId?: number } {
  const [kind, id] = value.split(':');
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n < 1) return {};
  return kind === 'order' ? { orderId: n } : kind === 'topup' ? { pointRequestId: n } : {};
}

export function orderOptionLabel(o: InquirySubjects['orders'][number]): string {
  const status = ORDER_STATUS_LABELS[o.status as OrderStatus] ?? '';
  return `주문 #${o.id} · ${formatDateTime(o.createdAt)} · ${formatCount(o.amount)}개 · ${status}`;
}

export function topupOptionLabel(t: InquirySubjects['topups'][number]): string {
  const status = REQUEST_STATUS_LABELS[t.status as RequestStatus] ?? '';
  return `충전 #${t.id} · ${formatDateTime(t.createdAt)} · ${formatPoint(t.point)} · ${status}`;
}
