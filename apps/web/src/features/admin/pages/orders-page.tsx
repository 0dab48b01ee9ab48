import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatWon } from '@smm/contract/format';
import { AUTO_ORDER_STATUS_LABELS, ORDER_STATUS_LABELS } from '@smm/contract/enums';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAdminAutoOrders } from '../api/get-admin-auto-orders.ts';
import { useAdminOrders } from '../api/get-admin-orders.ts';
import { LoadMore } from '../components/load-more.tsx';
import { autoOrderStatusLabel, orderStatusLabel, submitStateLabel } from '../components/order-labels.ts';
import { OrderFilters, ORDER_FILTER_KEYS } from '../components/order-filters.tsx';
import { useUrlFilters } from '../hooks/use-url-filters.ts';
import { costText, profitText } from '../components/order-cost-fields.ts';

/** /admin/orders: every member's orders or auto-orders, filtered and searched, keyset paged. */
export function OrdersPage() {
  const [filters, setFilters] = useUrlFilters(ORDER_FILTER_KEYS);
  const auto = filters.kind === 'auto';
  const { kind: _kind, ...query } = filters;
  const { needsOperator: _needs, ...autoQuery } = query;
  const orders = useAdminOrders(query, !auto);
  const autoOrders = useAdminAutoOrders(autoQuery, auto);
  const list = auto ? autoOrders : orders;
  const statuses = auto ? AUTO_ORDER_STATUS_LABELS : ORDER_STATUS_LABELS;
  // Cost and profit are wide: shown on request, so the phone's cards stay short.
  const [showProfit, setShowProfit] = useState(false);
  const columns = ['번호', '일시', '회원', '서비스', '링크', '수량', '금액', '상태', '전송', '공급처'];
  if (showProfit) columns.splice(7, 0, '원가', '이익');

  return (
    <section className="page">
      <PageHeader
        title="주문 관리"
        description="모든 회원의 주문과 자동주문입니다. 운영자 확인이 필요한 주문을 먼저 처리하세요."
      />
      <OrderFilters filters={filters} setFilters={setFilters} statuses={statuses} />
      {auto ? null : (
        <label className="checkbox admin-orders__profit">
          <input
            type="checkbox"
            checked={showProfit}
            onChange={(event) => setShowProfit(event.target.checked)}
          />
          원가와 이익 보기
        </label>
      )}
      {list.isPending ? (
        <LoadingState />
      ) : list.error ? (
        <ErrorNotice error={list.error} />
      ) : auto ? (
        <DataTable
          caption="자동주문 목록"
          columns={['번호', '일시', '회원', '서비스', '링크', '수량 × 횟수', '진행', '금액', '환불', '상태']}
          emptyText="조건에 맞는 자동주문이 없습니다."
          stacked
          dense
        >
          {autoOrders.rows.map((row) => (
            <tr key={row.id}>
              <td data-label="번호">{row.id}</td>
              <td data-label="일시">{formatDateTime(row.createdAt)}</td>
              <td data-label="회원">{row.memberLoginId ?? `#${row.memberId}`}</td>
              <td data-label="서비스">{row.serviceName}</td>
              <td data-label="링크" className="admin-link-cell">
                {row.link}
              </td>
              <td data-label="수량 × 횟수">
                {row.amount.toLocaleString('ko-KR')} × {row.runs}
              </td>
              <td data-label="진행">
                {row.runsPlaced}/{row.runs} 접수 · {row.completed} 완료
              </td>
              <td data-label="금액">{formatWon(row.cost)}원</td>
              <td data-label="환불">{formatWon(row.refunded)}원</td>
              <td data-label="상태">{autoOrderStatusLabel(row.status)}</td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <DataTable
          caption="주문 목록"
          columns={columns}
          emptyText="조건에 맞는 주문이 없습니다."
          stacked
          dense
        >
          {orders.rows.map((row) => (
            <tr key={row.id}>
              <td data-label="번호">
                <Link to={`/admin/orders/${row.id}`} aria-label={`주문 ${row.id} 상세`}>
                  {row.id}
                </Link>
                {row.needsOperator ? <span className="admin-badge admin-badge--warn">확인 필요</span> : null}
              </td>
              <td data-label="일시">{formatDateTime(row.createdAt)}</td>
              <td data-label="회원">{row.memberLoginId ?? `#${row.memberId}`}</td>
              <td data-label="서비스">{row.serviceName}</td>
              <td data-label="링크" className="admin-link-cell">
                {row.link}
              </td>
              <td data-label="수량">{row.amount.toLocaleString('ko-KR')}</td>
              <td data-label="금액">{formatWon(row.cost)}원</td>
              {showProfit ? (
                <>
                  <td data-label="원가">{costText(row)}</td>
                  <td
                    data-label="이익"
                    className={row.profit !== null && row.profit < 0 ? 'admin-loss' : undefined}
                  >
                    {profitText(row)}
                  </td>
                </>
              ) : null}
              <td data-label="상태">{orderStatusLabel(row.status)}</td>
              <td data-label="전송">{submitStateLabel(row.submitState)}</td>
              <td data-label="공급처">
                {row.providerName ?? '없음'}
                {row.providerOrderId ? ` · ${row.providerOrderId}` : ''}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <LoadMore hasMore={list.hasMore} loading={list.isLoadingMore} onLoadMore={list.loadMore} />
    </section>
  );
}
