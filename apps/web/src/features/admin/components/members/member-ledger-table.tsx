import { LEDGER_REASON_LABELS } from '@smm/contract/admin-members';
import { formatDateTime } from '@smm/contract/format';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { ErrorNotice } from '../../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../../components/ui/loading-state.tsx';
import { useMemberLedger } from '../../api/get-member-ledger.ts';
import { LoadMore } from '../load-more.tsx';
import { signedWon, won } from './won.ts';

const REF_LABELS: Record<string, string> = {
  order: '주문',
  auto_order: '자동주문',
  point_request: '충전 요청',
  operator: '운영자',
};

/** Every movement of the member's points with its reason and reference, newest first. */
export function MemberLedgerTable({ memberId }: { memberId: number }) {
  const ledger = useMemberLedger(memberId);
  if (ledger.isPending) return <LoadingState />;
  if (ledger.error) return <ErrorNotice error={ledger.error} />;
  return (
    <>
      <DataTable
        caption="포인트 원장"
        columns={['일시', '사유', '참조', '변동', '잔액', '메모']}
        emptyText="포인트 변동 내역이 없습니다."
        stacked
        dense
      >
        {ledger.rows.map((row) => (
          <tr key={row.id}>
            <td data-label="일시" className="table__nowrap">
              {formatDateTime(row.createdAt)}
            </td>
            <td data-label="사유">{LEDGER_REASON_LABELS[row.reason]}</td>
            <td data-label="참조">
              {REF_LABELS[row.refType] ?? row.refType}
              {row.refId !== null ? ` #${row.refId}` : ''}
            </td>
            <td
              data-label="변동"
              className={`table__number ${row.delta < 0 ? 'member-figure--minus' : 'member-figure--plus'}`}
            >
              {signedWon(row.delta)}
            </td>
            <td data-label="잔액" className="table__number">
              {won(row.balanceAfter)}
            </td>
            <td data-label="메모">{row.memo || '-'}</td>
          </tr>
        ))}
      </DataTable>
      <LoadMore hasMore={ledger.hasMore} loading={ledger.isLoadingMore} onLoadMore={ledger.loadMore} />
    </>
  );
}
