import { Link } from 'react-router';
import { formatDateTime, formatWon } from '@smm/contract/format';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { ErrorNotice } from '../../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../../components/ui/loading-state.tsx';
import { useAdminOrder } from '../../api/get-admin-order.ts';
import { orderStatusLabel, submitStateLabel } from '../order-labels.ts';
import { OrderRequestsTable } from '../order-requests-table.tsx';
import { ledgerReasonText, providerStatusText } from '../order-words.ts';
import { DetailList } from '../detail-list.tsx';

/** The order an inquiry is about: its status, provider, refill/cancel requests and ledger rows. */
export function InquiryOrderFacts({ orderId }: { orderId: number }) {
  const order = useAdminOrder(orderId);
  if (order.isPending) return <LoadingState label="주문 정보를 불러오는 중입니다" />;
  if (order.error) return <ErrorNotice error={order.error} onRetry={() => void order.refetch()} />;
  const o = order.data;
  const fields: [string, string][] = [
    ['상태', orderStatusLabel(o.status)],
    ['서비스', o.serviceName],
    ['링크', o.link],
    ['수량 / 남은 수량', `${o.amount.toLocaleString('ko-KR')} / ${o.remains ?? '-'}`],
    ['결제 / 환불', `${formatWon(o.cost)}원 / ${formatWon(o.refunded)}원`],
    ['공급처', o.providerName ?? (o.serviceHasProvider ? '-' : '없음 (직접 처리)')],
    ['공급처 주문번호 / 상태', `${o.providerOrderId ?? '-'} / ${providerStatusText(o.providerStatus)}`],
    ['전송 상태', submitStateLabel(o.submitState)],
    ['접수 일시', formatDateTime(o.createdAt)],
  ];
  return (
    <section aria-labelledby="inquiry-order-title">
      <h2 id="inquiry-order-title" className="admin-section-title">
        <Link to={`/admin/orders/${o.id}`}>주문 {o.id}</Link>
      </h2>
      <DetailList fields={fields} single />
      <OrderRequestsTable requests={o.requests} />
      <h2>원장 기록</h2>
      <DataTable
        caption="문의한 주문의 포인트 원장"
        columns={['일시', '구분', '금액']}
        emptyText="원장 기록이 없습니다."
        stacked
        dense
      >
        {o.ledger.map((row) => (
          <tr key={row.id}>
            <td data-label="일시">{formatDateTime(row.createdAt)}</td>
            <td data-label="구분">{ledgerReasonText(row.reason)}</td>
            <td data-label="금액">
              {row.delta < 0 ? '-' : '+'}
              {formatWon(Math.abs(row.delta))}원
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
