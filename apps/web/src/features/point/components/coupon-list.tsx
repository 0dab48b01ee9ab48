import type { UseQueryResult } from '@tanstack/react-query';
import type { CouponRedemption, MemberCoupons } from '@smm/contract/coupons';
import { formatDateTime } from '@smm/contract/format';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { formatPoint } from '../../../lib/format-point.ts';

function credited(row: CouponRedemption): string {
  if (row.state === 'pending') return '다음 충전 시 적립';
  return row.points > 0 ? `+${formatPoint(row.points)} 적립` : '적립 완료';
}

/**
 * The member's redeemed coupons, newest first. A list rather than a table: the box sits in the
 * narrow column beside the history, where four columns would scroll.
 */
export function CouponList({ query }: { query: UseQueryResult<MemberCoupons> }) {
  if (query.isPending) return <LoadingState label="쿠폰 내역을 불러오는 중입니다" />;
  if (query.isError) return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.redemptions.length === 0) return <p className="field__hint">등록한 쿠폰이 없습니다.</p>;
  return (
    <ul className="coupon-list" aria-label="사용한 쿠폰 목록">
      {query.data.redemptions.map((row) => (
        <li key={row.id} className="coupon-list__item">
          <span className="coupon-list__name">
            {row.name} <span className="field__hint">({row.code})</span>
          </span>
          <span
            className={
              row.state === 'pending' ? 'coupon-list__state' : 'coupon-list__state coupon-list__state--done'
            }
          >
            {credited(row)}
          </span>
          <span className="coupon-list__date">{formatDateTime(row.redeemedAt)}</span>
        </li>
      ))}
    </ul>
  );
}
