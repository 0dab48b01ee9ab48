import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { INQUIRY_CATEGORY_LABELS, INQUIRY_STATUS_LABELS } from '@smm/contract/inquiries';
import { formatDateTime } from '@smm/contract/format';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAdminInquiry } from '../api/get-admin-inquiry.ts';
import { InquiryOrderFacts } from '../components/inquiries/inquiry-order-facts.tsx';
import { InquiryReplyPanel } from '../components/inquiries/inquiry-reply-panel.tsx';
import { InquirySubjectText } from '../components/inquiries/inquiry-subject-text.tsx';
import { InquiryThreadList } from '../components/inquiries/inquiry-thread-list.tsx';
import { InquiryTopupFacts } from '../components/inquiries/inquiry-topup-facts.tsx';
import '../components/inquiries/inquiries.css';
import { DetailList } from '../components/detail-list.tsx';

/** /admin/inquiries/:id: the thread, the reply box, and beside it the order or top-up it is about. */
export function InquiryDetailPage() {
  const id = Number(useParams().id);
  const inquiry = useAdminInquiry(id);
  if (inquiry.isPending) return <LoadingState />;
  if (inquiry.error) return <ErrorNotice error={inquiry.error} onRetry={() => void inquiry.refetch()} />;
  const q = inquiry.data;
  const fields: [string, ReactNode][] = [
    ['회원', <Link to={`/admin/members/${q.memberId}`}>{q.loginId ?? `#${q.memberId}`}</Link>],
    ['유형', INQUIRY_CATEGORY_LABELS[q.category]],
    ['상태', INQUIRY_STATUS_LABELS[q.status]],
    ['접수 일시', formatDateTime(q.createdAt)],
    ['대기 시작', q.waitingSince ? formatDateTime(q.waitingSince) : '-'],
    ['관련', <InquirySubjectText subject={q.subject} />],
  ];

  return (
    <section className="page">
      <PageHeader title={`문의 ${q.id}`} description={q.title} />
      <p>
        <Link to="/admin/inquiries">← 문의 목록</Link>
      </p>
      <DetailList fields={fields} />
      <div className="admin-inquiry-layout">
        <div className="admin-inquiry-layout__main">
          <h2 className="admin-section-title">대화</h2>
          <InquiryThreadList inquiry={q} />
          {q.status === 'closed' ? <p>종료된 문의입니다.</p> : <InquiryReplyPanel id={q.id} />}
        </div>
        <aside className="admin-inquiry-layout__side" aria-label="문의 대상">
          {q.subject?.kind === 'order' ? (
            <InquiryOrderFacts orderId={q.subject.id} />
          ) : q.topup ? (
            <InquiryTopupFacts topup={q.topup} />
          ) : (
            <p>특정 주문이나 충전에 대한 문의가 아닙니다.</p>
          )}
        </aside>
      </div>
    </section>
  );
}
