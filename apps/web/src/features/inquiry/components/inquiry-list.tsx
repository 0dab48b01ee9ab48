import { Link } from 'react-router';
import { formatDateTime } from '@smm/contract/format';
import { INQUIRY_CATEGORY_LABELS } from '@smm/contract/inquiries';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { INQUIRY_LIST_LIMIT, useInquiries } from '../api/get-inquiries.ts';
import { InquiryStatusBadge } from './inquiry-status-badge.tsx';
import { inquiryPath } from './inquiry-path.ts';
import { subjectLabel } from './inquiry-labels.ts';

const COLUMNS = ['번호', '유형', '제목', '상태', '최근 활동'] as const;
const [ID, CATEGORY, TITLE, STATUS, UPDATED] = COLUMNS;

/** The member's inquiries, newest first; a reply they have not opened yet is marked '새 답변'. */
export function InquiryList() {
  const list = useInquiries(true);
  return (
    <section className="card" aria-labelledby="inquiry-list-title">
      <h2 id="inquiry-list-title" className="card__title">
        내 문의
      </h2>
      {list.isPending ? (
        <LoadingState label="문의 내역을 불러오는 중입니다" />
      ) : list.isError ? (
        <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <DataTable caption="내 문의 목록" columns={COLUMNS} emptyText="남긴 문의가 없습니다." stacked>
            {list.data.map((row) => (
              <tr key={row.id} className={row.unread ? 'inquiry-row--unread' : undefined}>
                <td data-label={ID}>{row.id}</td>
                <td data-label={CATEGORY}>{INQUIRY_CATEGORY_LABELS[row.category]}</td>
                <td data-label={TITLE} className="table__text">
                  <div className="inquiry-title-cell">
                    <Link className="text-link" to={inquiryPath({ id: row.id })}>
                      {row.title}
                    </Link>
                    {row.unread ? <span className="inquiry-new">새 답변</span> : null}
                    {row.subject ? (
                      <span className="inquiry-subject">{subjectLabel(row.subject)}</span>
                    ) : null}
                  </div>
                </td>
                <td data-label={STATUS}>
                  <InquiryStatusBadge status={row.status} />
                </td>
                <td data-label={UPDATED} className="table__date">
                  {formatDateTime(row.updatedAt)}
                </td>
              </tr>
            ))}
          </DataTable>
          {list.data.length >= INQUIRY_LIST_LIMIT ? (
            <p className="field__hint">최근 {INQUIRY_LIST_LIMIT}건까지 보여 드립니다.</p>
          ) : null}
        </>
      )}
    </section>
  );
}
