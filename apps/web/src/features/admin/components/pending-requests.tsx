import type { AdminPointRequest } from '@smm/contract/point-api';
import { formatDateTime, formatWon } from '@smm/contract/format';
import { formatPoint } from '../../../lib/format-point.ts';
import { DecisionButtons } from './decision-buttons.tsx';
import { FeeDetails } from './fee-details.tsx';

/** The pending requests as cards, oldest first: readable and decidable on a phone. */
export function PendingRequests({ rows }: { rows: readonly AdminPointRequest[] }) {
  if (rows.length === 0) return <p className="empty-text">대기 중인 충전 요청이 없습니다.</p>;
  return (
    <ul className="pending-list">
      {rows.map((row) => {
        const label = `요청 #${row.id} ${row.name} ${formatWon(row.payAmount)}원`;
        return (
          <li key={row.id} className="pending-card" aria-label={label}>
            <div className="pending-card__head">
              <strong className="pending-card__name">{row.name}</strong>
              <span className="pending-card__pay">{formatWon(row.payAmount)}원</span>
            </div>
            <dl className="pending-card__facts">
              <div>
                <dt>요청 번호</dt>
                <dd>#{row.id}</dd>
              </div>
              <div>
                <dt>회원</dt>
                <dd>{row.loginId ?? `#${row.memberId}`}</dd>
              </div>
              <div>
                <dt>충전 포인트</dt>
                <dd>{formatPoint(row.point)}</dd>
              </div>
              <div>
                <dt>입금할 금액</dt>
                <dd>{formatWon(row.payAmount)}원</dd>
              </div>
              <div>
                <dt>요청 일시</dt>
                <dd>{formatDateTime(row.createdAt)}</dd>
              </div>
              <div>
                <dt>만료 일시</dt>
                <dd>{formatDateTime(row.expiresAt)}</dd>
              </div>
              <div className="pending-card__wide">
                <dt>증빙</dt>
                <dd>
                  <FeeDetails feeType={row.feeType} feeValue={row.feeValue} />
                </dd>
              </div>
            </dl>
            <DecisionButtons id={row.id} label={label} />
          </li>
        );
      })}
    </ul>
  );
}
