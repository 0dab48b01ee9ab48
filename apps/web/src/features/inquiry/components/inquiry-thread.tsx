import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { INQUIRY_CATEGORY_LABELS, type InquiryRow } from '@smm/contract/inquiries';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { inquiryListQueryKey } from '../api/inquiry-keys.ts';
import { useInquiry } from '../api/get-inquiry.ts';
import { CloseInquiryButton } from './close-inquiry-button.tsx';
import { InquiryMessages } from './inquiry-messages.tsx';
import { InquiryReplyForm } from './inquiry-reply-form.tsx';
import { InquiryStatusBadge } from './inquiry-status-badge.tsx';
import { subjectLabel } from './inquiry-labels.ts';

/** One inquiry: its facts, the messages, and (while open) a reply box and '문의 종료'. */
export function InquiryThread({ id }: { id: number }) {
  const thread = useInquiry(id);
  const client = useQueryClient();
  // Opening the thread marked its replies read on the server: the list drops this row's '새 답변'
  // at once (going back shows the cached list before its new copy arrives) and is read again.
  const loadedAt = thread.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt === 0) return;
    client.setQueryData<InquiryRow[]>(inquiryListQueryKey, (rows) =>
      rows?.map((row) => (row.id === id ? { ...row, unread: false } : row)),
    );
    void client.invalidateQueries({ queryKey: inquiryListQueryKey });
  }, [client, id, loadedAt]);

  return (
    <section className="card" aria-labelledby="inquiry-thread-title">
      <p>
        <Link className="text-link inquiry-back" to={PATHS.inquiry}>
          ← 문의 목록
        </Link>
      </p>
      {thread.isPending ? (
        <LoadingState label="문의를 불러오는 중입니다" />
      ) : thread.isError ? (
        <ErrorNotice error={thread.error} onRetry={() => void thread.refetch()} />
      ) : (
        <>
          <h2 id="inquiry-thread-title" className="card__title inquiry-thread__title">
            {thread.data.title}
          </h2>
          <p className="inquiry-thread__facts">
            <InquiryStatusBadge status={thread.data.status} />
            <span>{INQUIRY_CATEGORY_LABELS[thread.data.category]}</span>
            {thread.data.subject ? <span>{subjectLabel(thread.data.subject)}</span> : null}
          </p>
          <InquiryMessages messages={thread.data.messages} />
          {thread.data.status === 'closed' ? (
            <p className="notice-inline">종료된 문의입니다. 더 궁금한 점은 새 문의로 남겨 주세요.</p>
          ) : (
            <>
              <InquiryReplyForm id={id} />
              <CloseInquiryButton id={id} />
            </>
          )}
        </>
      )}
    </section>
  );
}
