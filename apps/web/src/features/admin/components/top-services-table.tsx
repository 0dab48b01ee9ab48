import type { DashboardTopService } from '@smm/contract/admin-dashboard';
import { formatCount } from '@smm/contract/format';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatPoint } from '../../../lib/format-point.ts';
import { profitShare, signedPoint } from './dashboard-figures.ts';

const COLUMNS = ['순위', '서비스', '주문', '매출', '원가', '이익', '이익률'];

/** The period's services by profit, best first (at most 20, as the server answers them). */
export function TopServicesTable({
  services,
  period,
}: {
  services: readonly DashboardTopService[];
  period: number;
}) {
  return (
    <DataTable
      caption={`최근 ${period}일 이익 상위 서비스`}
      columns={COLUMNS}
      emptyText="이 기간에 주문된 서비스가 없습니다."
      stacked
      dense
    >
      {services.map((s, index) => (
        <tr key={s.serviceId} className={s.profit < 0 ? 'admin-row--loss' : undefined}>
          <td data-label="순위" className="table__number">
            {index + 1}
          </td>
          <td data-label="서비스" className="table__text">
            #{s.serviceId} {s.serviceName}
          </td>
          <td data-label="주문" className="table__number">
            {formatCount(s.orders)}건
          </td>
          <td data-label="매출" className="table__number">
            {signedPoint(s.revenue)}
          </td>
          <td data-label="원가" className="table__number">
            {formatPoint(s.cost)}
          </td>
          <td data-label="이익" className="table__number">
            {signedPoint(s.profit)}
          </td>
          <td data-label="이익률" className="table__number">
            {profitShare(s.profit, s.revenue)}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
