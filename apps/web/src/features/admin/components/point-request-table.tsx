import { REQUEST_STATUS_LABELS, type RequestStatus } from '@smm/contract/enums';
import { formatDateTime, formatWon } from '@smm/contract/format';
import type { AdminPointRequest } from '@smm/contract/point-api';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatPoint } from '../../../lib/format-point.ts';
import { decidedBy } from './decided-by.ts';
import { FeeDetails } from './fee-details.tsx';

/** Every request newest first, with who decided it and when. */
export function PointRequestTable({ rows }: { rows: readonly AdminPointRequest[] }) {
  return (
    <DataTable
      caption="충전 요청 내역"
      columns={[
        '번호',
        '요청 일시',
        '회원',
        '입금자명',
        '충전 포인트',
        '입금액',
        '증빙',
        '상태',
        '처리',
        '처리 일시',
        '사유',
      ]}
      emptyText="충전 요청이 없습니다."
      stacked
      dense
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td data-label="번호">#{row.id}</td>
          <td data-label="요청 일시">{formatDateTime(row.createdAt)}</td>
          <td data-label="회원">{row.loginId ?? `#${row.memberId}`}</td>
          <td data-label="입금자명">{row.name}</td>
          <td data-label="충전 포인트">
            {formatPoint(row.point)}
            {/* The deposit bonus approval credits with it (issue 35). */}
            {row.bonus > 0 ? <span className="field__hint"> (보너스 +{formatPoint(row.bonus)})</span> : null}
          </td>
          <td data-label="입금액">{formatWon(row.payAmount)}원</td>
          <td data-label="증빙">
            <FeeDetails feeType={row.feeType} feeValue={row.feeValue} />
          </td>
          <td data-label="상태">{REQUEST_STATUS_LABELS[row.status as RequestStatus]}</td>
          <td data-label="처리">{decidedBy(row)}</td>
          <td data-label="처리 일시">{row.responseAt ? formatDateTime(row.responseAt) : '-'}</td>
          <td data-label="사유">{row.reason ?? '-'}</td>
        </tr>
      ))}
    </DataTable>
  );
}
