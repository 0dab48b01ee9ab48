import { PageHeader } from '../../../components/ui/page-header.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import { formatPoint } from '../../../lib/format-point.ts';
import { ChargeForm } from './charge-form.tsx';
import './point.css';

export const POINT_HISTORY_COLUMNS = ['신청일시', '충전 포인트', '입금 금액', '상태', '처리일시'] as const;

export function PointPage() {
  const { profile } = useSession();
  return (
    <div className="page">
      <PageHeader
        title="포인트 충전"
        description="무통장입금으로 포인트를 충전하고 충전 내역을 확인할 수 있습니다."
        actions={
          <div className="stat">
            <span className="stat__label">보유 포인트</span>
            <strong className="stat__value">{profile ? formatPoint(profile.point) : '-'}</strong>
          </div>
        }
      />
      <div className="point-layout">
        <ChargeForm />
        <section className="card" aria-labelledby="point-history-title">
          <h2 id="point-history-title" className="card__title">
            충전 내역
          </h2>
          <DataTable caption="충전 내역" columns={POINT_HISTORY_COLUMNS} emptyText="충전 내역이 없습니다." />
        </section>
      </div>
    </div>
  );
}
