import { useState } from 'react';
import { formatDateTime } from '@smm/contract/format';
import type { PayoutState } from '@smm/contract/referral';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { ErrorNotice } from '../../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../../components/ui/loading-state.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { formatPoint } from '../../../../lib/format-point.ts';
import { useDecidePayout, usePayouts } from '../../api/marketing/referral.ts';
import { TwoStepConfirm } from '../members/two-step-confirm.tsx';

const LABELS: Record<PayoutState, string> = { pending: '처리 대기', approved: '승인', rejected: '반려' };
const FILTERS: [PayoutState | '', string][] = [
  ['pending', '처리 대기'],
  ['', '전체'],
];

/** Referral payout requests: approve (debits the member's points once, then pay by bank) or reject. */
export function PayoutTable() {
  const [state, setState] = useState<PayoutState | ''>('pending');
  const payouts = usePayouts(state);
  const decide = useDecidePayout();
  const toast = useToast();

  const run = (id: number, decision: 'approve' | 'reject', who: string, amount: number) =>
    decide.mutate(
      { id, decision },
      {
        onSuccess: () =>
          toast.show(
            decision === 'approve'
              ? `${who}의 ${formatPoint(amount)} 출금을 승인했습니다. 포인트가 차감되었습니다.`
              : `${who}의 출금 신청을 반려했습니다.`,
            'success',
          ),
        onError: (error) => toast.show(apiErrorMessage(error, '출금 신청을 처리하지 못했습니다.'), 'error'),
      },
    );

  return (
    <section aria-labelledby="payouts-title">
      <h3 id="payouts-title">출금 신청</h3>
      <div className="chips" role="group" aria-label="출금 신청 상태">
        {FILTERS.map(([value, label]) => (
          <button
            key={label}
            type="button"
            className="chip"
            aria-pressed={state === value}
            onClick={() => setState(value)}
          >
            {label}
          </button>
        ))}
      </div>
      {payouts.isPending ? (
        <LoadingState />
      ) : payouts.isError ? (
        <ErrorNotice error={payouts.error} onRetry={() => void payouts.refetch()} />
      ) : (
        <DataTable
          caption="출금 신청 목록"
          columns={['회원', '신청일시', '금액', '계좌', '상태', '처리']}
          emptyText="출금 신청이 없습니다."
          stacked
        >
          {payouts.data.map((p) => {
            const who = p.loginId ?? `#${p.memberId}`;
            return (
              <tr key={p.id}>
                <td data-label="회원">{who}</td>
                <td data-label="신청일시">{formatDateTime(p.createdAt)}</td>
                <td data-label="금액" className="table__number">
                  {formatPoint(p.amount)}
                </td>
                <td data-label="계좌">
                  {p.bank} {p.accountNumber} ({p.holder})
                </td>
                <td data-label="상태">
                  {LABELS[p.state]}
                  {p.reason ? ` (${p.reason})` : ''}
                </td>
                <td data-label="처리">
                  {p.state === 'pending' ? (
                    <div className="marketing-actions">
                      <TwoStepConfirm
                        label="승인"
                        accessibleName={`${who} 출금 승인`}
                        question={`${who}의 ${formatPoint(p.amount)}을 승인할까요? 회원 포인트에서 한 번 차감되고, 계좌로는 직접 보내야 합니다.`}
                        confirmLabel="승인 확인"
                        pending={decide.isPending}
                        small
                        onConfirm={() => run(p.id, 'approve', who, p.amount)}
                      />
                      <TwoStepConfirm
                        label="반려"
                        accessibleName={`${who} 출금 반려`}
                        question={`${who}의 출금 신청을 반려할까요? 포인트는 그대로입니다.`}
                        confirmLabel="반려 확인"
                        pending={decide.isPending}
                        danger
                        small
                        onConfirm={() => run(p.id, 'reject', who, p.amount)}
                      />
                    </div>
                  ) : p.decidedAt ? (
                    formatDateTime(p.decidedAt)
                  ) : (
                    '-'
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </section>
  );
}
