import { Link } from 'react-router';
import type { InquirySubject } from '@smm/contract/inquiries';

/** The order (linked to its console page) or top-up an inquiry is about, or '-'. */
export function InquirySubjectText({ subject }: { subject: InquirySubject | null }) {
  if (!subject) return <>-</>;
  if (subject.kind === 'order') return <Link to={`/admin/orders/${subject.id}`}>주문 #{subject.id}</Link>;
  return <>충전 #{subject.id}</>;
}
