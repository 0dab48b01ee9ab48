import { useState } from 'react';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@smm/contract/enums';
import type { OrderHistoryEntry } from '@smm/contract/order-requests';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { FilterChips, type Chip } from '../../../components/ui/filter-chips.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
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

/** Order history filters on the client (spec section 4). */
export function filterOrders(
  rows: readonly OrderHistoryEntry[],
  filter: OrderStatusFilter,
): readonly OrderHistoryEntry[] {
  return filter === 'all' ? rows : rows.filter((row) => String(row.status) === filter);
}

export function OrderHistoryPage() {
  const { state } = useSession();
  const [filter, setFilter] = useState<OrderStatusFilter>('all');
  const history = useOrderHistory(state === 'authorization');
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
        {history.isError ? (
          <div className="order-history__notice">
            <ErrorNotice error={history.error} onRetry={() => void history.refetch()} />
          </div>
        ) : history.data ? (
          <OrderHistoryTable
            rows={filterOrders(history.data, filter)}
            serviceNames={names}
            emptyText={filter === 'all' ? '주문 내역이 없습니다.' : '선택한 상태의 주문이 없습니다.'}
          />
        ) : (
          <LoadingState label="주문 내역을 불러오는 중입니다" />
        )}
      </section>
    </div>
  );
}
