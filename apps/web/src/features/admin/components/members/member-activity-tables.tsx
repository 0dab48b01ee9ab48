import type { AdminMemberDetail } from '@smm/contract/admin-members';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_TYPE_LABELS,
  REQUEST_STATUS_LABELS,
  type OrderStatus,
  type PaymentType,
  type RequestStatus,
} from '@smm/contract/enums';
import { formatDateTime } from '@smm/contract/format';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { won } from './won.ts';

/** The member's latest orders (newest first, as many as the detail carries). */
export function MemberOrdersTable({ orders }: { orders: AdminMemberDetail['orders'] }) {
  return (
    <DataTable
      caption="최근 주문"
      columns={['주문번호', '일시', '서비스', '링크', '수량', '금액', '상태']}
      emptyText="주문 내역이 없습니다."
      stacked
      dense
    >
      {orders.map((order) => (
        <tr key={order.id}>
          <td data-label="주문번호">{order.id}</td>
          <td data-label="일시" className="table__nowrap">
            {formatDateTime(order.createdAt)}
          </td>
          <td data-label="서비스">#{order.serviceId}</td>
          <td data-label="링크" className="table__text">
            {order.link}
          </td>
          <td data-label="수량" className="table__number">
            {order.amount.toLocaleString('ko-KR')}
          </td>
          <td data-label="금액" className="table__number">
            {won(order.point)}
          </td>
          <td data-label="상태">{ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The member's latest top-up requests. */
export function MemberTopupsTable({ topups }: { topups: AdminMemberDetail['topups'] }) {
  return (
    <DataTable
      caption="충전 내역"
      columns={['요청번호', '요청 일시', '충전 포인트', '입금액', '증빙', '상태', '처리 일시']}
      emptyText="충전 내역이 없습니다."
      stacked
      dense
    >
      {topups.map((topup) => (
        <tr key={topup.id}>
          <td data-label="요청번호">{topup.id}</td>
          <td data-label="요청 일시" className="table__nowrap">
            {formatDateTime(topup.createdAt)}
          </td>
          <td data-label="충전 포인트" className="table__number">
            {won(topup.point)}
          </td>
          <td data-label="입금액" className="table__number">
            {won(topup.payAmount)}
          </td>
          <td data-label="증빙">{PAYMENT_TYPE_LABELS[topup.feeType as PaymentType] ?? '-'}</td>
          <td data-label="상태">{REQUEST_STATUS_LABELS[topup.status as RequestStatus] ?? topup.status}</td>
          <td data-label="처리 일시" className="table__nowrap">
            {topup.responseAt ? formatDateTime(topup.responseAt) : '-'}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
