import { useState } from 'react';
import type { PointRequestCreated } from '@smm/contract/point-api';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import { formatPoint } from '../../../lib/format-point.ts';
import { ChargeForm } from './charge-form.tsx';
import { CouponBox } from './coupon-box.tsx';
import { DepositCard } from './deposit-card.tsx';
import { PointHistory } from './point-history.tsx';
import './point.css';

/**
 * Balance top-up: the charge form (or, once sent, the deposit instruction card), the coupon box and
 * the history.
 */
export function PointPage() {
  const { profile } = useSession();
  const [created, setCreated] = useState<{ request: PointRequestCreated; name: string } | null>(null);
  const [returned, setReturned] = useState(false);

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
        <div className="point-layout__side">
          {created ? (
            <DepositCard
              created={created.request}
              name={created.name}
              onNewRequest={() => {
                setCreated(null);
                setReturned(true);
              }}
            />
          ) : (
            <ChargeForm
              focusOnMount={returned}
              onCreated={(request, name) => setCreated({ request, name })}
            />
          )}
          <CouponBox />
        </div>
        <PointHistory />
      </div>
    </div>
  );
}
