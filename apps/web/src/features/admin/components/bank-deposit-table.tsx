import type { AdminBankDeposit, DepositOutcome } from '@smm/contract/point-api';
import { formatDateTime, formatWon } from '@smm/contract/format';
import { DataTable } from '../../../components/ui/data-table.tsx';

const OUTCOME_LABELS: Record<DepositOutcome, string> = {
  matched: '자동 승인',
  ambiguous: '여러 요청과 일치 (직접 확인)',
  unmatched: '일치하는 요청 없음',
};

/** Deposits the bank webhook reported, with the request each was matched to. */
export function BankDepositTable({ rows }: { rows: readonly AdminBankDeposit[] }) {
  return (
    <DataTable
      caption="입금 내역"
      columns={['수신 일시', '입금 일시', '입금자명', '금액', '결과', '연결된 요청']}
      emptyText="받은 입금 알림이 없습니다."
      stacked
      dense
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td data-label="수신 일시">{formatDateTime(row.receivedAt)}</td>
          <td data-label="입금 일시">{row.depositedAt ? formatDateTime(row.depositedAt) : '-'}</td>
          <td data-label="입금자명">{row.depositorName}</td>
          <td data-label="금액">{formatWon(row.amount)}원</td>
          <td data-label="결과">{OUTCOME_LABELS[row.outcome]}</td>
          <td data-label="연결된 요청">{row.pointRequestId === null ? '-' : `#${row.pointRequestId}`}</td>
        </tr>
      ))}
    </DataTable>
  );
}
