import { PRICE_CHANGE_STATUS_LABELS, type PriceChangeStatus } from '@smm/contract/admin-import';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { FilterChips, type Chip } from '../../../components/ui/filter-chips.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePriceChanges } from '../api/get-price-changes.ts';
import { useProviders } from '../api/get-providers.ts';
import { usePriceSyncProviders } from '../api/get-price-sync-providers.ts';
import { PriceChangeTable } from '../components/import/price-change-table.tsx';
import { PriceSyncProviders } from '../components/import/price-sync-providers.tsx';
import { LoadMore } from '../components/load-more.tsx';
import { useUrlFilters } from '../hooks/use-url-filters.ts';
import '../components/import/import-console.css';

const FILTER_KEYS = ['status'] as const;
type StatusChip = PriceChangeStatus | 'all';
const CHIPS: readonly Chip<StatusChip>[] = [
  { key: 'pending', label: PRICE_CHANGE_STATUS_LABELS.pending },
  { key: 'all', label: '전체' },
  { key: 'applied', label: PRICE_CHANGE_STATUS_LABELS.applied },
  { key: 'approved', label: PRICE_CHANGE_STATUS_LABELS.approved },
  { key: 'rejected', label: PRICE_CHANGE_STATUS_LABELS.rejected },
];

/**
 * /admin/price-changes: each provider's price sync (how new rates apply, the last check, a "sync
 * now" button) and what the sync found, the waiting changes first.
 */
export function PriceChangesPage() {
  const [filters, setFilters] = useUrlFilters(FILTER_KEYS);
  const status: StatusChip = (filters.status as StatusChip) || 'pending';
  const providers = usePriceSyncProviders();
  const changes = usePriceChanges({ status: status === 'all' ? '' : status, providerId: '' });
  // Rates are in each provider's currency: the providers list names it.
  const accounts = useProviders();
  const currencyOf = (providerId: number) =>
    accounts.data?.find((p) => p.id === providerId)?.currency ?? 'KRW';
  const waiting = providers.data?.reduce((sum, p) => sum + p.pendingChanges, 0) ?? 0;
  usePageTitle(waiting > 0 ? `(${waiting}) 가격 동기화` : '가격 동기화');

  return (
    <section className="page">
      <PageHeader
        title="가격 동기화"
        description="공급처 단가가 바뀌면 서비스마다 정한 마진율로 판매가를 다시 계산합니다. 공급처에서 사라진 서비스는 숨깁니다."
      />
      <h2 className="import-section-title">공급처</h2>
      {providers.isPending ? (
        <LoadingState />
      ) : providers.error ? (
        <ErrorNotice error={providers.error} onRetry={() => void providers.refetch()} />
      ) : (
        <PriceSyncProviders providers={providers.data} />
      )}

      <h2 className="import-section-title">변경 내역</h2>
      <FilterChips
        label="상태"
        chips={CHIPS}
        value={status}
        onChange={(key) => setFilters({ status: key === 'pending' ? '' : key })}
      />
      {changes.isPending ? (
        <LoadingState />
      ) : changes.error ? (
        <ErrorNotice error={changes.error} />
      ) : (
        <PriceChangeTable rows={changes.rows} currencyOf={currencyOf} />
      )}
      <LoadMore hasMore={changes.hasMore} loading={changes.isLoadingMore} onLoadMore={changes.loadMore} />
    </section>
  );
}
