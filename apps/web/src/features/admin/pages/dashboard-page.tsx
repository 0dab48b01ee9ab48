import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@smm/contract/enums';
import { formatCount } from '@smm/contract/format';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { FilterChips, type Chip } from '../../../components/ui/filter-chips.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { formatPoint } from '../../../lib/format-point.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { DailyFiguresTable } from '../components/daily-figures-table.tsx';
import { signedPoint } from '../components/dashboard-figures.ts';
import { SetupChecklist } from '../components/setup-checklist.tsx';
import { TopServicesTable } from '../components/top-services-table.tsx';
import { useUrlFilters } from '../hooks/use-url-filters.ts';
import '../components/dashboard.css';

// The chart library is fetched only when the dashboard renders, never by the rest of the console.
const DailyChart = lazy(async () => ({
  default: (await import('../components/daily-chart.tsx')).DailyChart,
}));

// DASHBOARD_PERIODS of the contract (the server sums these periods ahead of the first request).
const PERIODS: readonly Chip<'7' | '30' | '90' | '365'>[] = [
  { key: '7', label: '7일' },
  { key: '30', label: '30일' },
  { key: '90', label: '90일' },
  { key: '365', label: '365일' },
];
const FILTER_KEYS = ['days'] as const;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="admin-stat">
      <dt className="admin-stat__label">{label}</dt>
      <dd className="admin-stat__value">{value}</dd>
    </div>
  );
}

/**
 * /admin: today's figures, the chosen period (7, 30, 90 or 365 days) as a chart and a table of revenue,
 * cost and profit, the period's most profitable services, and what waits for the operator.
 */
export function DashboardPage() {
  const [filters, setFilters] = useUrlFilters(FILTER_KEYS);
  const period = PERIODS.find((p) => p.key === filters.days)?.key ?? '30';
  const days = Number(period);
  const query = useDashboard(days);
  const data = query.data;

  return (
    <section className="page">
      <PageHeader
        title="대시보드"
        description="오늘과 선택한 기간의 매출, 원가, 이익, 충전, 가입, 주문입니다. (한국 시간 기준)"
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
            {data.pending.servicesBelowCost > 0 ? (
              <Link className="admin-pending__item admin-pending__item--warn" to="/admin/catalogue?below=1">
                <span>원가보다 싸게 파는 서비스</span>
                <strong>{formatCount(data.pending.servicesBelowCost)}개</strong>
              </Link>
            ) : null}
          </div>
          <h2 className="admin-section-title">오늘 ({data.today.date})</h2>
          <dl className="admin-stats">
            <Stat label="매출 (주문 - 환불)" value={signedPoint(data.today.revenue)} />
            <Stat label="원가" value={formatPoint(data.today.cost)} />
            <Stat label="이익" value={signedPoint(data.today.profit)} />
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
          <h2 className="admin-section-title">최근 {days}일</h2>
          <div className="admin-period">
            <FilterChips
              label="기간"
              chips={PERIODS}
              value={period}
              onChange={(key) => setFilters({ days: key === '30' ? '' : key })}
            />
          </div>
          <div className="card admin-chart-card">
            <Suspense fallback={<LoadingState label="그래프를 불러오는 중입니다" />}>
              <DailyChart days={data.daily} />
            </Suspense>
          </div>
          <DailyFiguresTable key={days} days={data.daily} period={days} />
          <h2 className="admin-section-title">이익 상위 서비스 (최근 {days}일)</h2>
          <TopServicesTable services={data.topServices} period={days} />
        </>
      )}
    </section>
  );
}
