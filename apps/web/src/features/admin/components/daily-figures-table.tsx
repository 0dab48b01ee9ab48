import { useState } from 'react';
import type { DashboardDay } from '@smm/contract/admin-dashboard';
import { formatCount } from '@smm/contract/format';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatPoint } from '../../../lib/format-point.ts';
import { signedPoint } from './dashboard-figures.ts';
import { LoadMore } from './load-more.tsx';

const COLUMNS = ['날짜', '매출', '원가', '이익', '충전', '환불', '주문', '신규 가입'];
/** Days shown at first and added by each '더 보기': a 30-day period fits whole, a year in pages. */
export const DAILY_TABLE_PAGE = 30;

/**
 * The chart's numbers, newest day first: what a screen reader reads instead of the chart. A long
 * period shows its newest 30 days and older ones 30 at a time (the figures are all loaded already).
 */
export function DailyFiguresTable({ days, period }: { days: readonly DashboardDay[]; period: number }) {
  const [shown, setShown] = useState(DAILY_TABLE_PAGE);
  const newestFirst = [...days].reverse();
  const older = newestFirst.length - shown;
  return (
    <>
      <DataTable caption={`최근 ${period}일 일별 현황`} columns={COLUMNS} emptyText="자료가 없습니다." dense>
        {newestFirst.slice(0, shown).map((day) => (
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
      <LoadMore
        hasMore={older > 0}
        loading={false}
        onLoadMore={() => setShown((n) => n + DAILY_TABLE_PAGE)}
        label={`이전 날짜 더 보기 (${formatCount(older)}일 남음)`}
      />
    </>
  );
}
