import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditLogRow,
} from '@smm/contract/admin-audit';
import { formatDateTime } from '@smm/contract/format';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAuditLog } from '../api/get-audit-log.ts';
import { AuditValues } from '../components/audit-values.tsx';
import { LoadMore } from '../components/load-more.tsx';
import { useUrlFilters } from '../hooks/use-url-filters.ts';

const FILTER_KEYS = ['action', 'targetType', 'targetId'] as const;

function actionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action as AuditAction] ?? action;
}

/** The operator's login id; a sweep's own action (operator null) reads '자동 (시스템)'. */
function operatorName(row: AuditLogRow): string {
  if (row.operatorId === null) return '자동 (시스템)';
  return row.operatorLoginId ?? `#${row.operatorId}`;
}

/** /admin/audit: every operator action, newest first, filtered by action or record. */
export function AuditPage() {
  const [filters, setFilters] = useUrlFilters(FILTER_KEYS);
  const list = useAuditLog(filters);

  return (
    <section className="page">
      <PageHeader title="감사 로그" description="운영자가 한 모든 작업이 시간순으로 기록됩니다." />
      <form className="admin-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="admin-filter">
          <span>작업</span>
          <select value={filters.action} onChange={(event) => setFilters({ action: event.target.value })}>
            <option value="">전체</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {AUDIT_ACTION_LABELS[action]}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-filter">
          <span>대상 종류</span>
          <input
            value={filters.targetType}
            placeholder="member, order, point_request"
            onChange={(event) => setFilters({ targetType: event.target.value.trim() })}
          />
        </label>
        <label className="admin-filter">
          <span>대상 번호</span>
          <input
            value={filters.targetId}
            inputMode="numeric"
            onChange={(event) => setFilters({ targetId: event.target.value.trim() })}
          />
        </label>
      </form>
      {list.isPending ? (
        <LoadingState />
      ) : list.error ? (
        <ErrorNotice error={list.error} />
      ) : (
        <DataTable
          caption="감사 로그"
          columns={['일시', '운영자', '작업', '대상', '이전', '이후', '메모']}
          emptyText="기록된 작업이 없습니다."
          stacked
          dense
        >
          {list.rows.map((row) => (
            <tr key={row.id}>
              <td data-label="일시">{formatDateTime(row.createdAt)}</td>
              <td data-label="운영자">{operatorName(row)}</td>
              <td data-label="작업">{actionLabel(row.action)}</td>
              <td data-label="대상">
                {row.targetType} #{row.targetId}
              </td>
              <td data-label="이전" className="admin-json">
                <AuditValues value={row.before} />
              </td>
              <td data-label="이후" className="admin-json">
                <AuditValues value={row.after} />
              </td>
              <td data-label="메모">{row.memo || '-'}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <LoadMore hasMore={list.hasMore} loading={list.isLoadingMore} onLoadMore={list.loadMore} />
    </section>
  );
}
