import { Link } from 'react-router';
import {
  INQUIRY_CATEGORIES,
  INQUIRY_CATEGORY_LABELS,
  INQUIRY_STATUSES,
  INQUIRY_STATUS_LABELS,
} from '@smm/contract/inquiries';
import { formatDateTime } from '@smm/contract/format';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAdminInquiries } from '../api/get-admin-inquiries.ts';
import { InquirySubjectText } from '../components/inquiries/inquiry-subject-text.tsx';
import { InquiryTemplatesCard } from '../components/inquiries/inquiry-templates-card.tsx';
import { useUrlFilters } from '../hooks/use-url-filters.ts';
import '../components/inquiries/inquiries.css';

const FILTER_KEYS = ['status', 'category'] as const;
const COLUMNS = ['번호', '상태', '유형', '제목', '회원', '관련', '대기 시작', '최근 활동'] as const;

/** /admin/inquiries: the 1:1 문의 queue (waiting first, longest waiting first) and the canned answers. */
export function InquiriesPage() {
  const [filters, setFilters] = useUrlFilters(FILTER_KEYS);
  const queue = useAdminInquiries(filters);
  const waiting = queue.data?.filter((row) => row.status === 'waiting').length ?? 0;
  usePageTitle(waiting > 0 ? `(${waiting}) 1:1 문의` : '1:1 문의');

  return (
    <section className="page">
      <PageHeader title="1:1 문의" description="답변을 기다리는 문의가 먼저, 오래 기다린 순서로 보입니다." />
      <form className="admin-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="admin-filter">
          <span>상태</span>
          <select value={filters.status} onChange={(event) => setFilters({ status: event.target.value })}>
            <option value="">전체</option>
            {INQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {INQUIRY_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-filter">
          <span>유형</span>
          <select value={filters.category} onChange={(event) => setFilters({ category: event.target.value })}>
            <option value="">전체</option>
            {INQUIRY_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {INQUIRY_CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        </label>
      </form>
      {queue.isPending ? (
        <LoadingState />
      ) : queue.error ? (
        <ErrorNotice error={queue.error} onRetry={() => void queue.refetch()} />
      ) : (
        <DataTable caption="문의 목록" columns={COLUMNS} emptyText="해당하는 문의가 없습니다." stacked dense>
          {queue.data.map((row) => (
            <tr key={row.id}>
              <td data-label="번호">{row.id}</td>
              <td data-label="상태">
                <span className={`admin-inquiry-status admin-inquiry-status--${row.status}`}>
                  {INQUIRY_STATUS_LABELS[row.status]}
                </span>
              </td>
              <td data-label="유형">{INQUIRY_CATEGORY_LABELS[row.category]}</td>
              <td data-label="제목" className="admin-link-cell">
                <Link to={`/admin/inquiries/${row.id}`}>{row.title}</Link>
              </td>
              <td data-label="회원">
                <Link to={`/admin/members/${row.memberId}`}>{row.loginId ?? `#${row.memberId}`}</Link>
              </td>
              <td data-label="관련">
                <InquirySubjectText subject={row.subject} />
              </td>
              <td data-label="대기 시작">{row.waitingSince ? formatDateTime(row.waitingSince) : '-'}</td>
              <td data-label="최근 활동">{formatDateTime(row.updatedAt)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <InquiryTemplatesCard />
    </section>
  );
}
