import { INQUIRY_STATUS_LABELS, type InquiryStatus } from '@smm/contract/inquiries';

/** 답변 대기 / 답변 완료 / 종료, coloured by state. */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return <span className={`inquiry-status inquiry-status--${status}`}>{INQUIRY_STATUS_LABELS[status]}</span>;
}
