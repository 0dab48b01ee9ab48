import { useState } from 'react';
import type { MarketingReportDay } from '@smm/contract/marketing-report';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { ErrorNotice } from '../../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../../components/ui/loading-state.tsx';
import { formatPoint } from '../../../../lib/format-point.ts';
import { useMarketingReport } from '../../api/marketing/report.ts';
import { kstInputValue } from './coupon-words.ts';

type Figures = Omit<MarketingReportDay, 'day'>;

/** Every lever's cost of a day, summed in milli-points so the total is exact. */
export function leverCost(f: Figures): number {
  return (
    (Math.round(f.bonus * 1000) +
      Math.round(f.coupon * 1000) +
      Math.round(f.discount * 1000) +
      Math.round(f.commission * 1000)) /
    1000
  );
}

/** Cost as a share of revenue, one decimal; '-' without revenue. */
export function costShare(f: Figures): string {
  return f.revenue > 0 ? `${((leverCost(f) / f.revenue) * 100).toFixed(1)}%` : '-';
}

const signed = (value: number) => (value < 0 ? `-${formatPoint(-value)}` : formatPoint(value));
const COLUMNS = [
  '날짜',
  '매출',
  '충전',
  '충전 보너스',
  '쿠폰',
  '회원 할인',
  '추천인 수익',
  '비용 합계',
  '매출 대비',
];

function Row({ label, f }: { label: string; f: Figures }) {
  const cells = [signed(f.revenue), formatPoint(f.topups), formatPoint(f.bonus), formatPoint(f.coupon)];
  const more = [formatPoint(f.discount), signed(f.commission), signed(leverCost(f)), costShare(f)];
  return (
    <tr>
      <td data-label="날짜">{label}</td>
      {[...cells, ...more].map((text, i) => (
        <td key={COLUMNS[i + 1]} data-label={COLUMNS[i + 1]} className="table__number">
          {text}
        </td>
      ))}
    </tr>
  );
}

/** 비용 리포트: what the bonus, coupons, member discounts and commission cost per day, beside revenue. */
export function MarketingReport() {
  const [range, setRange] = useState({
    from: kstInputValue(-29).slice(0, 10),
    to: kstInputValue().slice(0, 10),
  });
  const report = useMarketingReport(range.from, range.to);
  return (
    <section className="card marketing-card" aria-labelledby="marketing-report-title" id="report">
      <h2 id="marketing-report-title">비용 리포트</h2>
      <div className="marketing-grid marketing-grid--dates">
        {(['from', 'to'] as const).map((key) => (
          <label key={key} className="field">
            <span className="field__label">{key === 'from' ? '시작일' : '종료일'}</span>
            <input
              className="input"
              type="date"
              value={range[key]}
              onChange={(event) => {
                if (event.target.value) setRange((r) => ({ ...r, [key]: event.target.value }));
              }}
            />
          </label>
        ))}
      </div>
      {report.isPending ? (
        <LoadingState />
      ) : report.isError ? (
        <ErrorNotice error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <dl className="admin-stats">
            {(
              [
                ['매출 (주문 - 환불)', signed(report.data.totals.revenue)],
                ['마케팅 비용', signed(leverCost(report.data.totals))],
                ['매출 대비 비용', costShare(report.data.totals)],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="admin-stat">
                <dt className="admin-stat__label">{label}</dt>
                <dd className="admin-stat__value">{value}</dd>
              </div>
            ))}
          </dl>
          <DataTable
            caption="일별 마케팅 비용"
            columns={COLUMNS}
            emptyText="기간에 기록이 없습니다."
            dense
            stacked
          >
            {[...report.data.days].reverse().map((day) => (
              <Row key={day.day} label={day.day} f={day} />
            ))}
            {report.data.days.length > 0 ? <Row label="합계" f={report.data.totals} /> : null}
          </DataTable>
        </>
      )}
    </section>
  );
}
