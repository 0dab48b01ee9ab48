import type { AdminOrderRequest } from '@smm/contract/admin-orders';
import { formatDateTime } from '@smm/contract/format';
import { orderRequestText } from '@smm/contract/order-requests';
import { DataTable } from '../../../components/ui/data-table.tsx';

const KINDS = { refill: '리필', cancel: '취소' } as const;
const SOURCES = { web: '주문내역', api: 'API v2' } as const;

/** The member's refill and cancel requests of one order, as sent to its provider (refill-cancel.md). */
export function OrderRequestsTable({ requests }: { requests: readonly AdminOrderRequest[] }) {
  return (
    <>
      <h2>리필·취소 요청</h2>
      <DataTable
        caption="이 주문의 리필·취소 요청"
        columns={['번호', '요청 일시', '종류', '경로', '상태', '공급처 리필 번호', '마지막 변경']}
        emptyText="리필·취소 요청이 없습니다."
        stacked
        dense
      >
        {requests.map((r) => (
          <tr key={r.id}>
            <td data-label="번호">{r.id}</td>
            <td data-label="요청 일시">{formatDateTime(r.createdAt)}</td>
            <td data-label="종류">{KINDS[r.kind]}</td>
            <td data-label="경로">{SOURCES[r.source]}</td>
            <td data-label="상태">
              {orderRequestText(r)}
              {r.open ? ' (처리 중)' : ''}
            </td>
            <td data-label="공급처 리필 번호">{r.providerRefillId ?? '-'}</td>
            <td data-label="마지막 변경">{formatDateTime(r.updatedAt)}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
