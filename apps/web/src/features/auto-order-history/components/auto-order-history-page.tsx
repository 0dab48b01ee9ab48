import { useState } from 'react';
import { AUTO_ORDER_FILTERS } from '@smm/contract/enums';
import type { AutoOrder } from '@smm/contract/order';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { FilterChips } from '../../../components/ui/filter-chips.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import { serviceNames, useServices } from '../../../lib/catalog/get-services.ts';
import { useAutoOrderHistory } from '../api/get-auto-order-history.ts';
import { AutoOrderTable } from './auto-order-table.tsx';
import { LandscapeNotice } from './landscape-notice.tsx';
import './auto-order-history.css';

export type AutoOrderFilter = (typeof AUTO_ORDER_FILTERS)[number]['key'];

/** Client-side chip filter; partial (3) counts as completed (spec section 4). */
export function filterAutoOrders(rows: readonly AutoOrder[], filter: AutoOrderFilter): readonly AutoOrder[] {
  const chip = AUTO_ORDER_FILTERS.find((f) => f.key === filter);
  const statuses: readonly number[] = chip?.statuses ?? [];
  return rows.filter((row) => statuses.includes(row.status));
}

export function AutoOrderHistoryPage() {
  const { state } = useSession();
  const [filter, setFilter] = useState<AutoOrderFilter>('all');
  // Guest mode gets no auto-order history call (spec section 6).
  const member = state === 'authorization';
  const history = useAutoOrderHistory(member);
  const names = serviceNames(useServices().data);

  return (
    <div className="page auto-order-history">
      <PageHeader title="자동주문내역" description="정해진 간격으로 반복되는 자동주문의 진행 상황입니다." />
      <LandscapeNotice />
      <section className="card" aria-labelledby="auto-order-history-title">
        <h2 id="auto-order-history-title" className="visually-hidden">
          자동주문 목록
        </h2>
        <FilterChips label="자동주문 상태" chips={AUTO_ORDER_FILTERS} value={filter} onChange={setFilter} />
        {!member ? (
          <AutoOrderTable
            rows={[]}
            serviceNames={names}
            emptyText="로그인 후 자동주문 내역을 확인할 수 있습니다."
          />
        ) : history.isError ? (
          <div className="auto-order-history__notice">
            <ErrorNotice error={history.error} onRetry={() => void history.refetch()} />
          </div>
        ) : history.data ? (
          <AutoOrderTable
            rows={filterAutoOrders(history.data, filter)}
            serviceNames={names}
            emptyText={filter === 'all' ? '자동주문 내역이 없습니다.' : '선택한 상태의 자동주문이 없습니다.'}
          />
        ) : (
          <LoadingState label="자동주문 내역을 불러오는 중입니다" />
        )}
      </section>
    </div>
  );
}
