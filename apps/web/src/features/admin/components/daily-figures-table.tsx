import type { DashboardDay } from '@smm/contract/admin-dashboard';
import { formatCount } from '@smm/contract/format';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatPoint } from '../../../lib/format-point.ts';
import { signedPoint } from './dashboard-figures.ts';

const COLUMNS = ['날짜', '매출', '원가', '이익', '충전', '환불', '주문', '신규 가입'];

/** The chart's numbers, newest day first: what a screen reader reads instead of the chart. */
export function DailyFiguresTable({ days, period }: { days: readonly DashboardDay[]; period: number }) {
  return (
    <DataTable caption={`최근 ${period}일 일별 현황`} columns={COLUMNS} emptyText="자료가 없습니다." dense>
      {[...days].reverse().map((day) => (
        <tr key={day.date} className={day.profit < 0 ? 'admin-row--loss' : undefined}>
          <th scope="row">{day.date}</th>
          <td>{signedPoint(day.revenue)}</td>
          <td>{formatPoint(day.cost)}</td>
          <td>{signedPoint(day.profit)}</td>
          <td>{formatPoint(day.topups)}</td>
          <td>{formatPoint(day.refunds)}</td>
          <td>{formatCount(day.orders)}건</td>
          <td>{formatCount(day.newMembers)}명</td>
        </tr>
      ))}
    </DataTable>
  );
}
