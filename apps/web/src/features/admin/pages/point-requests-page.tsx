import { REQUEST_STATUS_LABELS, RequestStatus } from '@smm/contract/enums';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useBankDeposits } from '../api/get-bank-deposits.ts';
import { usePendingPointRequests, usePointRequests } from '../api/get-point-requests.ts';
import { BankDepositTable } from '../components/bank-deposit-table.tsx';
import { LoadMore } from '../components/load-more.tsx';
import { PendingRequests } from '../components/pending-requests.tsx';
import { PointRequestTable } from '../components/point-request-table.tsx';
import { useUrlFilters } from '../hooks/use-url-filters.ts';
import '../components/point-requests.css';

const FILTER_KEYS = ['status'] as const;
const STATUSES = [RequestStatus.Pending, RequestStatus.Success, RequestStatus.Fail];

/**
 * /admin/point-requests: the pending requests first (oldest first, polled every 10 s; the tab title
 * counts them), then every request with who decided it, then the bank's deposits and their match.
 */
export function PointRequestsPage() {
  const [filters, setFilters] = useUrlFilters(FILTER_KEYS);
  const pending = usePendingPointRequests();
  const list = usePointRequests(filters.status);
  const deposits = useBankDeposits();
  const count = pending.data?.length ?? 0;
  usePageTitle(count > 0 ? `(${count}) 충전 요청` : '충전 요청');

  return (
    <section className="page">
      <PageHeader
        title="충전 요청"
        description="입금을 확인한 뒤 승인하면 회원에게 포인트가 바로 충전됩니다."
      />
      <h2 className="admin-section-title" aria-live="polite">
        대기 중 {pending.data ? `${count}건` : ''}
      </h2>
      {pending.isPending ? (
        <LoadingState />
      ) : pending.error ? (
        <ErrorNotice error={pending.error} onRetry={() => void pending.refetch()} />
      ) : (
        <PendingRequests rows={pending.data} />
      )}

      <h2 className="admin-section-title">요청 내역</h2>
      <form className="admin-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="admin-filter">
          <span>상태</span>
          <select value={filters.status} onChange={(event) => setFilters({ status: event.target.value })}>
            <option value="">전체</option>
            {STATUSES.map((status) => (
              <option key={status} value={String(status)}>
                {REQUEST_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
      </form>
      {list.isPending ? (
        <LoadingState />
      ) : list.error ? (
        <ErrorNotice error={list.error} />
      ) : (
        <PointRequestTable rows={list.rows} />
      )}
      <LoadMore hasMore={list.hasMore} loading={list.isLoadingMore} onLoadMore={list.loadMore} />

      <h2 className="admin-section-title">입금 내역 (은행 알림)</h2>
      {deposits.isPending ? (
        <LoadingState />
      ) : deposits.error ? (
        <ErrorNotice error={deposits.error} />
      ) : (
        <BankDepositTable rows={deposits.rows} />
      )}
      <LoadMore hasMore={deposits.hasMore} loading={deposits.isLoadingMore} onLoadMore={deposits.loadMore} />
    </section>
  );
}
