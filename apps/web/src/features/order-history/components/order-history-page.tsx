import { useState } from 'react';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@smm/contract/enums';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { FilterChips, type Chip } from '../../../components/ui/filter-chips.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import { serviceNames, useServices } from '../../../lib/catalog/get-services.ts';
import { useOrderHistory } from '../api/get-order-history.ts';
import { OrderHistoryTable } from './order-history-table.tsx';
import './order-history.css';

export type OrderStatusFilter = 'all' | `${OrderStatus}`;

/** '전체' plus one chip per order status, labelled as in spec section 4. */
export const ORDER_STATUS_CHIPS: readonly Chip<OrderStatusFilter>[] = [
  { key: 'all', label: '전체' },
  ...(Object.entries(ORDER_STATUS_LABELS) as [`${OrderStatus}`, string][]).map(([key, label]) => ({
    key,
    label,
  })),
];

/** The status a chip asks the server for; '전체' asks for every order. */
function chipStatus(filter: OrderStatusFilter): OrderStatus | undefined {
  return filter === 'all' ? undefined : (Number(filter) as OrderStatus);
}

/**
 * /order-history: the spec's status chips and table. The spec's original filtered one full list
 * on the client; here each chip pages through its own status on the server (100 rows a page,
 * '더 보기' for the next), so a member with thousands of orders reaches every one of them.
 */
export function OrderHistoryPage() {
  const { state } = useSession();
  const [filter, setFilter] = useState<OrderStatusFilter>('all');
  const history = useOrderHistory(chipStatus(filter), state === 'authorization');
  // Rows name their service; until the list arrives (or if it fails) the id stands in.
  const names = serviceNames(useServices().data);

  return (
    <div className="page order-history">
      <PageHeader
        title="주문내역"
        description="주문한 서비스의 진행 상태와 남은 수량을 확인할 수 있습니다."
      />
      <section className="card" aria-labelledby="order-history-title">
        <h2 id="order-history-title" className="visually-hidden">
          주문 목록
        </h2>
        <FilterChips label="주문 상태" chips={ORDER_STATUS_CHIPS} value={filter} onChange={setFilter} />
        {history.isPending ? (
          <LoadingState label="주문 내역을 불러오는 중입니다" />
        ) : history.error && history.rows.length === 0 ? (
          <div className="order-history__notice">
            <ErrorNotice error={history.error} onRetry={history.refetch} />
          </div>
        ) : (
          <>
            <OrderHistoryTable
              rows={history.rows}
              serviceNames={names}
              emptyText={filter === 'all' ? '주문 내역이 없습니다.' : '선택한 상태의 주문이 없습니다.'}
            />
            {history.error ? (
              // A later page failed: the rows so far stay, and the retry asks for that page again.
              <div className="order-history__notice">
                <ErrorNotice error={history.error} onRetry={history.loadMore} />
              </div>
            ) : (
              <LoadMore
                hasMore={history.hasMore}
                loading={history.isLoadingMore}
                onLoadMore={history.loadMore}
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}
