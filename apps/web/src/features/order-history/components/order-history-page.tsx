import { useState } from 'react';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@smm/contract/enums';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { FilterChips, type Chip } from '../../../components/ui/filter-chips.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';

export type OrderStatusFilter = 'all' | `${OrderStatus}`;

/** '전체' plus one chip per order status, labelled as in spec section 4. */
export const ORDER_STATUS_CHIPS: readonly Chip<OrderStatusFilter>[] = [
  { key: 'all', label: '전체' },
  ...(Object.entries(ORDER_STATUS_LABELS) as [`${OrderStatus}`, string][]).map(([key, label]) => ({ key, label })),
];

export const ORDER_HISTORY_COLUMNS = [
  '주문번호',
  '주문일시',
  '주문 링크',
  '사용 포인트',
  '주문 수량',
  '시작 수량',
  '남은 수량',
  '주문 상품',
  '상태',
] as const;

export function OrderHistoryPage() {
  const [filter, setFilter] = useState<OrderStatusFilter>('all');
  return (
    <div className="page">
      <PageHeader title="주문내역" description="주문한 서비스의 진행 상태와 남은 수량을 확인할 수 있습니다." />
      <section className="card">
        <FilterChips label="주문 상태" chips={ORDER_STATUS_CHIPS} value={filter} onChange={setFilter} />
        <DataTable caption="주문 내역" columns={ORDER_HISTORY_COLUMNS} emptyText="주문 내역이 없습니다." />
      </section>
    </div>
  );
}
