import type { UseQueryResult } from '@tanstack/react-query';
import type { CouponRedemption, MemberCoupons } from '@smm/contract/coupons';
import { formatDateTime } from '@smm/contract/format';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { formatPoint } from '../../../lib/format-point.ts';

const COLUMNS = ['쿠폰', '적립', '상태', '등록일시'] as const;

function credited(row: CouponRedemption): string {
  if (row.state === 'pending') return '다음 충전 시';
  return row.points > 0 ? `+${formatPoint(row.points)}` : '-';
}

/** The member's redeemed coupons, newest first. */
export function CouponList({ query }: { query: UseQueryResult<MemberCoupons> }) {
  if (query.isPending) return <LoadingState label="쿠폰 내역을 불러오는 중입니다" />;
  if (query.isError) return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <DataTable caption="사용한 쿠폰 목록" columns={COLUMNS} emptyText="등록한 쿠폰이 없습니다." stacked>
      {query.data.redemptions.map((row) => (
        <tr key={row.id}>
          <td data-label="쿠폰">
            {row.name} <span className="field__hint">({row.code})</span>
          </td>
          <td data-label="적립" className="table__number">
            {credited(row)}
          </td>
          <td data-label="상태">{row.state === 'pending' ? '적용 대기' : '적립 완료'}</td>
          <td data-label="등록일시" className="table__date">
            {formatDateTime(row.redeemedAt)}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
