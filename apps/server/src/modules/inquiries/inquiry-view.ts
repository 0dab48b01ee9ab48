import type { InquiryDetail, InquiryMessage, InquiryRow, InquirySubject } from '@smm/contract/inquiries';
import type { InquiryDbRow, MessageDbRow } from './inquiry-repository.ts';

/** Rows of migration 0022 as the contract's shapes, shared by the member's and the operator's side. */

export function subjectOf(r: InquiryDbRow): InquirySubject | null {
  if (r.order_id !== null) return { kind: 'order', id: r.order_id };
  if (r.point_request_id !== null) return { kind: 'topup', id: r.point_request_id };
  return null;
}

/** A reply came after the member last opened the thread. */
export function isUnread(r: InquiryDbRow): boolean {
  if (r.last_reply_at === null) return false;
  return r.member_read_at === null || r.member_read_at < r.last_reply_at;
}

export function toInquiryRow(r: InquiryDbRow): InquiryRow {
  return {
    id: r.id,
    category: r.category,
    title: r.title,
    status: r.status,
    subject: subjectOf(r),
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    unread: isUnread(r),
  };
}

export function toMessage(m: MessageDbRow): InquiryMessage {
  return { id: m.id, author: m.author, body: m.body, createdAt: m.created_at.toISOString() };
}

export function toInquiryDetail(r: InquiryDbRow, messages: readonly MessageDbRow[]): InquiryDetail {
  return { ...toInquiryRow(r), messages: messages.map(toMessage) };
}
