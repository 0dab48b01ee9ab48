import { PROVIDER_ATTEMPT_OUTCOME_LABELS, type AdminProviderAttempt } from '@smm/contract/admin-orders';
import { formatDateTime } from '@smm/contract/format';
import { DataTable } from '../../../components/ui/data-table.tsx';

/**
 * Every provider the order was offered to, in order (docs/decisions/failover.md): which one took it
 * and why the ones before it did not.
 */
export function ProviderAttemptsTable({ attempts }: { attempts: readonly AdminProviderAttempt[] }) {
  return (
    <>
      <h2>공급처 전송 기록</h2>
      <DataTable
        caption="이 주문을 보낸 공급처와 결과 (순서대로)"
        columns={['순서', '일시', '공급처', '공급처 서비스', '결과', '사유']}
        emptyText="아직 공급처에 보내지 않았습니다."
        stacked
        dense
      >
        {attempts.map((a, index) => (
          <tr key={index}>
            <td data-label="순서">{index + 1}</td>
            <td data-label="일시">{formatDateTime(a.at)}</td>
            <td data-label="공급처">
              {a.providerName} (#{a.providerId})
            </td>
            <td data-label="공급처 서비스">{a.providerServiceId}</td>
            <td data-label="결과">{PROVIDER_ATTEMPT_OUTCOME_LABELS[a.outcome]}</td>
            <td data-label="사유">{a.reason ?? '-'}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
