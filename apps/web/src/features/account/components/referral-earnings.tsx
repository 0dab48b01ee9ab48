import { formatDateTime } from '@smm/contract/format';
import type { MyReferral, PayoutState } from '@smm/contract/referral';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { formatPoint } from '../../../lib/format-point.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useMyReferral } from '../api/get-my-referral.ts';
import { PayoutForm } from './payout-form.tsx';

const PAYOUT_LABELS: Record<PayoutState, string> = {
  pending: '처리 대기',
  approved: '지급 완료',
  rejected: '반려',
};

/** The operator's terms in one sentence, so the member knows what earns commission. */
function termsText(referral: MyReferral): string {
  if (!referral.enabled) return '지금은 추천인 수익이 적립되지 않습니다. 이미 적립된 수익은 그대로 남습니다.';
  const what =
    referral.basis === 'topup' ? '충전이 승인될 때마다 충전 금액' : '주문이 완료될 때마다 주문 금액';
  return `추천한 회원이 가입한 뒤 ${referral.months}개월 동안 ${what}의 ${referral.percent}%가 적립됩니다.`;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="account-referral__stat">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The referrer's commission (issue 35): what was earned, per referred member (ids masked by the
 * server), payouts, and when the operator allows it the payout form.
 */
export function ReferralEarnings() {
  const member = useSession().state === 'authorization';
  const query = useMyReferral(member);

  return (
    <section className="card account-referral" aria-labelledby="account-earnings-title">
      <h2 id="account-earnings-title" className="card__title">
        추천인 수익
      </h2>
      {query.isPending ? (
        query.fetchStatus === 'idle' ? null : (
          <LoadingState label="추천인 수익을 불러오는 중입니다" />
        )
      ) : query.isError ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className="card__lead">{termsText(query.data)}</p>
          <dl className="account-referral__stats">
            <Stat label="누적 수익" value={formatPoint(query.data.earned)} />
            <Stat label="출금 가능" value={formatPoint(query.data.withdrawable)} />
            <Stat label="출금 완료" value={formatPoint(query.data.paidOut)} />
            <Stat label="출금 처리 중" value={formatPoint(query.data.pendingPayout)} />
          </dl>
          <DataTable
            caption="추천한 회원 목록"
            columns={['회원', '가입일', '적립 기한', '적립 수익']}
            emptyText="아직 추천 코드로 가입한 회원이 없습니다."
            stacked
          >
            {query.data.referred.map((row) => (
              <tr key={`${row.maskedLoginId}-${row.joinedAt}`}>
                <td data-label="회원">{row.maskedLoginId}</td>
                <td data-label="가입일">{formatDateTime(row.joinedAt).slice(0, 10)}</td>
                <td data-label="적립 기한">{formatDateTime(row.earnsUntil).slice(0, 10)}</td>
                <td data-label="적립 수익" className="table__number">
                  {formatPoint(row.earned)}
                </td>
              </tr>
            ))}
          </DataTable>
          {query.data.payouts.length > 0 ? (
            <DataTable
              caption="출금 신청 내역"
              columns={['신청일시', '금액', '계좌', '상태']}
              emptyText=""
              stacked
            >
              {query.data.payouts.map((row) => (
                <tr key={row.id}>
                  <td data-label="신청일시">{formatDateTime(row.createdAt)}</td>
                  <td data-label="금액" className="table__number">
                    {formatPoint(row.amount)}
                  </td>
                  <td data-label="계좌">
                    {row.bank} {row.accountNumber} ({row.holder})
                  </td>
                  <td data-label="상태">
                    {PAYOUT_LABELS[row.state]}
                    {row.reason ? ` (${row.reason})` : ''}
                  </td>
                </tr>
              ))}
            </DataTable>
          ) : null}
          {query.data.payoutEnabled ? (
            <PayoutForm withdrawable={query.data.withdrawable} minimum={query.data.payoutMinimum} />
          ) : null}
        </>
      )}
    </section>
  );
}
