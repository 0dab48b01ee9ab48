import { useState } from 'react';
import { AUTO_ORDER_FILTERS } from '@smm/contract/enums';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { FilterChips } from '../../../components/ui/filter-chips.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { LandscapeNotice } from './landscape-notice.tsx';
import './auto-order-history.css';

export type AutoOrderFilter = (typeof AUTO_ORDER_FILTERS)[number]['key'];

export const AUTO_ORDER_COLUMNS = [
  '주문번호',
  '주문일시',
  '주문 링크',
  '최종 사용 포인트',
  '1회 수량',
  '주문 상품',
  '자동주문 횟수(완료/전체)',
  '주문 간격',
  '최종 수량',
  '상태',
] as const;

export function AutoOrderHistoryPage() {
  const [filter, setFilter] = useState<AutoOrderFilter>('all');
  return (
    <div className="page">
      <PageHeader title="자동주문내역" description="정해진 간격으로 반복되는 자동주문의 진행 상황입니다." />
      <LandscapeNotice />
      <section className="card">
        <FilterChips label="자동주문 상태" chips={AUTO_ORDER_FILTERS} value={filter} onChange={setFilter} />
        <DataTable caption="자동주문 내역" columns={AUTO_ORDER_COLUMNS} emptyText="자동주문 내역이 없습니다." />
      </section>
    </div>
  );
}
