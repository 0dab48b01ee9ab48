import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@smm/contract/enums';
import { formatCount } from '@smm/contract/format';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { formatPoint } from '../../../lib/format-point.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { SetupChecklist } from '../components/setup-checklist.tsx';
import '../components/dashboard.css';

// The chart library is fetched only when the dashboard renders, never by the rest of the console.
const DailyChart = lazy(async () => ({
  default: (await import('../components/daily-chart.tsx')).DailyChart,
}));

const DAYS = 30;

/** Sales turn negative on a day whose refunds exceed its orders; formatPoint shows no sign. */
function signedPoint(value: number): string {
  return value < 0 ? `-${formatPoint(-value)}` : formatPoint(value);
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="admin-stat">
      <dt className="admin-stat__label">{label}</dt>
      <dd className="admin-stat__value">{value}</dd>
    </div>
  );
}

/** /admin: today's figures, the last 30 days as a chart and a table, and what waits for the operator. */
export function DashboardPage() {
  const query = useDashboard(DAYS);
  const data = query.data;

  return (
    <section className="page">
      <PageHeader
        title="대시보드"
        description="오늘과 최근 30일의 매출, 충전, 가입, 주문입니다. (한국 시간 기준)"
      />
      <SetupChecklist />
      {query.isPending ? (
        <LoadingState />
      ) : query.error || !data ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <div className="admin-pending">
            <Link className="admin-pending__item" to="/admin/point-requests?status=0">
              <span>대기 중인 충전 요청</span>
              <strong>{formatCount(data.pending.pointRequests)}건</strong>
            </Link>
            <Link className="admin-pending__item" to="/admin/orders?needsOperator=true">
              <span>확인이 필요한 주문</span>
              <strong>{formatCount(data.pending.needsOperator)}건</strong>
            </Link>
            <Link className="admin-pending__item" to="/admin/inquiries?status=waiting">
              <span>답변을 기다리는 문의</span>
              <strong>{formatCount(data.pending.inquiries)}건</strong>
            </Link>
          </div>
          <h2 className="admin-section-title">오늘 ({data.today.date})</h2>
          <dl className="admin-stats">
            <Stat label="매출 (주문 - 환불)" value={signedPoint(data.today.sales)} />
            <Stat label="충전 승인" value={formatPoint(data.today.topups)} />
            <Stat label="환불" value={formatPoint(data.today.refunds)} />
            <Stat label="신규 가입" value={`${formatCount(data.today.newMembers)}명`} />
          </dl>
          <p>
            <Link className="button button--secondary button--small" to="/admin/marketing">
              마케팅 비용 리포트 (보너스, 쿠폰, 할인, 추천인 수익)
            </Link>
          </p>
          <h3 className="admin-subtitle">오늘 주문 상태</h3>
          <dl className="admin-stats admin-stats--small">
            {data.today.ordersByStatus.map(({ status, count }) => (
              <Stat
                key={status}
                label={ORDER_STATUS_LABELS[status as OrderStatus]}
                value={`${formatCount(count)}건`}
              />
            ))}
          </dl>
          <h2 className="admin-section-title">최근 {DAYS}일</h2>
          <div className="card admin-chart-card">
            <Suspense fallback={<LoadingState label="그래프를 불러오는 중입니다" />}>
              <DailyChart days={data.daily} />
            </Suspense>
          </div>
          <DataTable
            caption={`최근 ${DAYS}일 일별 현황`}
            columns={['날짜', '매출', '충전', '환불', '주문', '신규 가입']}
            emptyText="자료가 없습니다."
            dense
          >
            {[...data.daily].reverse().map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                <td>{signedPoint(day.sales)}</td>
                <td>{formatPoint(day.topups)}</td>
                <td>{formatPoint(day.refunds)}</td>
                <td>{formatCount(day.orders)}건</td>
                <td>{formatCount(day.newMembers)}명</td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
    </section>
  );
}
