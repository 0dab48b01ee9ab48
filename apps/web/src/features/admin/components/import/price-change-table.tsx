import {
  PRICE_CHANGE_KIND_LABELS,
  PRICE_CHANGE_STATUS_LABELS,
  type PriceChangeRow,
} from '@smm/contract/admin-import';
import { ADMIN_IMPORT_MESSAGES as M } from '@smm/contract/admin-import-messages';
import { formatDateTime } from '@smm/contract/format';
import { MESSAGES } from '@smm/contract/messages';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { useDecidePriceChange, type PriceChangeDecision } from '../../api/decide-price-change.ts';
import { formatUnitPoint } from '../../../../lib/format-unit-point.ts';
import { formatProviderMoney } from '../money/provider-money.ts';

const COLUMNS = [
  '발견 일시',
  '서비스',
  '공급처',
  '내용',
  '공급처 단가 (1,000개)',
  '판매가 (1개)',
  '상태',
  '처리',
];

/** A rate change in the provider's own currency: '$0.90 → $0.95'. */
function change(from: string | null, to: string | null, currency: string): string {
  if (from === null || to === null) return '-';
  return `${formatProviderMoney(from, currency)} → ${formatProviderMoney(to, currency)}`;
}

function decisionLabels(row: PriceChangeRow): Record<PriceChangeDecision, string> {
  return row.kind === 'returned'
    ? { approve: '다시 판매', reject: '숨김 유지' }
    : { approve: '승인', reject: '거절' };
}

/**
 * What the price sync found, newest first. A waiting change is decided here: a new rate approved
 * takes the price shown; rejected, our price stays. A service back upstream is shown again or kept
 * hidden.
 */
export function PriceChangeTable({
  rows,
  currencyOf,
}: {
  rows: readonly PriceChangeRow[];
  /** The provider's currency (its rates are in it); KRW until the providers are read. */
  currencyOf: (providerId: number) => string;
}) {
  const toast = useToast();
  const decide = useDecidePriceChange();
  const run = (row: PriceChangeRow, decision: PriceChangeDecision) =>
    decide.mutate(
      { id: row.id, decision },
      {
        onSuccess: () => toast.show(decision === 'approve' ? M.approved : M.rejected, 'success'),
        onError: (error) => toast.show(apiErrorMessage(error, MESSAGES.server.internal), 'error'),
      },
    );
  return (
    <DataTable caption="가격 변경 내역" columns={COLUMNS} emptyText="해당하는 변경이 없습니다." stacked dense>
      {rows.map((row) => {
        const labels = decisionLabels(row);
        const price =
          row.oldPrice === null || row.newPrice === null
            ? '-'
            : `${formatUnitPoint(row.oldPrice)} → ${formatUnitPoint(row.newPrice)}`;
        return (
          <tr key={row.id}>
            <td data-label="발견 일시" className="table__nowrap">
              {formatDateTime(row.detectedAt)}
            </td>
            <td data-label="서비스">
              <span>
                #{row.serviceId} {row.serviceName}
                {row.serviceVisible ? null : <span className="admin-tag">숨김</span>}
              </span>
            </td>
            <td data-label="공급처">
              {row.providerName ?? `#${row.providerId}`} · #{row.providerServiceId}
            </td>
            <td data-label="내용">
              {PRICE_CHANGE_KIND_LABELS[row.kind]}
              {row.markupPercent !== null && row.kind === 'rate' ? ` (마진 ${row.markupPercent}%)` : ''}
            </td>
            <td data-label="공급처 단가 (1,000개)" className="table__nowrap">
              {change(row.oldRate, row.newRate, currencyOf(row.providerId))}
            </td>
            <td data-label="판매가 (1개)" className="table__nowrap">
              {price}
            </td>
            <td data-label="상태">
              <span className="price-change__status">
                {PRICE_CHANGE_STATUS_LABELS[row.status]}
                {row.decidedByLoginId ? ` · ${row.decidedByLoginId}` : ''}
                {row.decidedAt && row.status !== 'pending' ? ` · ${formatDateTime(row.decidedAt)}` : ''}
              </span>
            </td>
            <td data-label="처리">
              {row.status === 'pending' ? (
                <div className="price-change__actions">
                  <button
                    type="button"
                    className="button button--primary button--small"
                    disabled={decide.isPending}
                    aria-label={`변경 #${row.id} ${labels.approve}`}
                    onClick={() => run(row, 'approve')}
                  >
                    {labels.approve}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={decide.isPending}
                    aria-label={`변경 #${row.id} ${labels.reject}`}
                    onClick={() => run(row, 'reject')}
                  >
                    {labels.reject}
                  </button>
                </div>
              ) : (
                '-'
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
