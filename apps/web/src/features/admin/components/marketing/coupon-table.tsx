import { useState } from 'react';
import { formatDateTime, formatWon } from '@smm/contract/format';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { ErrorNotice } from '../../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../../components/ui/loading-state.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { formatPoint } from '../../../../lib/format-point.ts';
import { useCouponRedemptions, useCoupons, useUpdateCoupon } from '../../api/marketing/coupons.ts';
import { TwoStepConfirm } from '../members/two-step-confirm.tsx';
import { couponBenefit, couponPeriod } from './coupon-words.ts';

function Redemptions({ id, code }: { id: number; code: string }) {
  const query = useCouponRedemptions(id);
  if (query.isPending) return <LoadingState label="사용 내역을 불러오는 중입니다" />;
  if (query.isError) return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <DataTable
      caption={`쿠폰 ${code} 사용 내역`}
      columns={['회원', '등록일시', '상태', '적립', '적립일시']}
      emptyText="아직 사용한 회원이 없습니다."
      stacked
    >
      {query.data.map((row) => (
        <tr key={row.id}>
          <td data-label="회원">{row.loginId ?? `#${row.memberId}`}</td>
          <td data-label="등록일시">{formatDateTime(row.redeemedAt)}</td>
          <td data-label="상태">{row.state === 'pending' ? '다음 충전 대기' : '적립 완료'}</td>
          <td data-label="적립" className="table__number">
            {row.state === 'pending' ? '-' : formatPoint(row.points)}
          </td>
          <td data-label="적립일시">{row.creditedAt ? formatDateTime(row.creditedAt) : '-'}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The coupons, newest first: uses, period and state; stop or resume each, and see who used it. */
export function CouponTable() {
  const coupons = useCoupons();
  const update = useUpdateCoupon();
  const toast = useToast();
  const [open, setOpen] = useState<{ id: number; code: string } | null>(null);
  if (coupons.isPending) return <LoadingState />;
  if (coupons.isError) return <ErrorNotice error={coupons.error} onRetry={() => void coupons.refetch()} />;

  const toggle = (id: number, enabled: boolean, code: string) =>
    update.mutate(
      { id, body: { enabled } },
      {
        onSuccess: () =>
          toast.show(`쿠폰 ${code}을(를) ${enabled ? '다시 사용하게' : '사용 중지'}했습니다.`, 'success'),
        onError: (error) => toast.show(apiErrorMessage(error, '쿠폰을 바꾸지 못했습니다.'), 'error'),
      },
    );

  return (
    <>
      <DataTable
        caption="쿠폰 목록"
        columns={['코드', '이름', '혜택', '사용', '기간', '상태', '관리']}
        emptyText="만든 쿠폰이 없습니다."
        stacked
      >
        {coupons.data.map((c) => (
          <tr key={c.id}>
            <td data-label="코드">
              <code>{c.code}</code>
            </td>
            <td data-label="이름">{c.name}</td>
            <td data-label="혜택">
              {couponBenefit(c)}
              {c.firstTopupOnly ? <span className="field__hint"> (첫 충전 전)</span> : null}
            </td>
            <td data-label="사용" className="table__number">
              {formatWon(c.usedCount)} / {formatWon(c.totalUses)}회 (회원당 {c.perMemberUses}회)
            </td>
            <td data-label="기간">{couponPeriod(c)}</td>
            <td data-label="상태">{c.enabled ? '사용 중' : '중지됨'}</td>
            <td data-label="관리">
              <div className="marketing-actions">
                <TwoStepConfirm
                  label={c.enabled ? '사용 중지' : '다시 사용'}
                  accessibleName={`${c.code} ${c.enabled ? '사용 중지' : '다시 사용'}`}
                  question={
                    c.enabled
                      ? `쿠폰 ${c.code}을(를) 중지할까요? 이미 적립된 포인트는 그대로입니다.`
                      : `쿠폰 ${c.code}을(를) 다시 사용하게 할까요?`
                  }
                  confirmLabel={c.enabled ? '중지 확인' : '사용 확인'}
                  pending={update.isPending}
                  danger={c.enabled}
                  small
                  onConfirm={() => toggle(c.id, !c.enabled, c.code)}
                />
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-expanded={open?.id === c.id}
                  aria-label={`${c.code} 사용 내역`}
                  onClick={() => setOpen(open?.id === c.id ? null : { id: c.id, code: c.code })}
                >
                  사용 내역
                </button>
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      {open ? (
        <section aria-labelledby="coupon-redemptions-title">
          <h3 id="coupon-redemptions-title">쿠폰 {open.code} 사용 내역</h3>
          <Redemptions id={open.id} code={open.code} />
        </section>
      ) : null}
    </>
  );
}
