import { Link } from 'react-router';
import { formatDateTime, formatWon } from '@smm/contract/format';
import {
  PAYMENT_TYPE_LABELS,
  REQUEST_STATUS_LABELS,
  RequestStatus,
  type PaymentType,
} from '@smm/contract/enums';
import type { PointHistoryRow } from '@smm/contract/point';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { formatPoint } from '../../../lib/format-point.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { usePointHistory } from '../api/get-point-history.ts';

export const POINT_HISTORY_COLUMNS = [
  '신청번호',
  '신청일시',
  '충전 포인트',
  '입금 금액',
  '증빙',
  '상태',
  '처리일시',
  '문의',
] as const;
const [ID, CREATED, POINT, PAY, FEE, STATUS, RESPONDED, INQUIRY] = POINT_HISTORY_COLUMNS;

const STATUS_CLASS: Record<number, string> = {
  [RequestStatus.Pending]: 'request-status--pending',
  [RequestStatus.Success]: 'request-status--success',
  [RequestStatus.Fail]: 'request-status--fail',
};

function statusLabel(status: number): string {
  return REQUEST_STATUS_LABELS[status as RequestStatus] ?? String(status);
}

function feeLabel(feeType: number): string {
  return PAYMENT_TYPE_LABELS[feeType as PaymentType] ?? '-';
}

/** 'YYYY-MM-DD HH:mm:ss' that may wrap between the date and the time, never inside either. */
function DateTime({ value }: { value: string | null }) {
  const text = formatDateTime(value);
  if (!text) return <span>-</span>;
  const [date, time] = text.split(' ');
  return (
    <span>
      <span className="nowrap">{date}</span> <span className="nowrap">{time}</span>
    </span>
  );
}

/**
 * The bonus a top-up brings (issue 35): the deposit bonus fixed when it was asked for (credited on
 * approval, never for a refused or expired one) and a percent coupon's points once credited.
 */
function BonusNote({ row }: { row: PointHistoryRow }) {
  if (row.status === RequestStatus.Fail) return null;
  const done = row.status === RequestStatus.Success;
  return (
    <>
      {row.bonus > 0 ? (
        <span className="point-history__bonus">
          보너스 +{formatPoint(row.bonus)}
          {done ? '' : ' 예정'}
        </span>
      ) : null}
      {row.couponBonus > 0 ? (
        <span className="point-history__bonus">쿠폰 +{formatPoint(row.couponBonus)}</span>
      ) : null}
    </>
  );
}

/** One request; `data-label` names the column for the stacked layout under 880 px. */
function HistoryRow({ row }: { row: PointHistoryRow }) {
  return (
    <tr>
      <td data-label={ID}>{row.id}</td>
      <td data-label={CREATED} className="table__date">
        <DateTime value={row.createdAt} />
      </td>
      <td data-label={POINT} className="table__number">
        {formatPoint(row.point)}
        <BonusNote row={row} />
      </td>
      <td data-label={PAY} className="table__number">
        {formatWon(row.payAmount)}원
      </td>
      <td data-label={FEE}>{feeLabel(row.feeType)}</td>
      <td data-label={STATUS}>
        <span className={`request-status ${STATUS_CLASS[row.status] ?? ''}`}>{statusLabel(row.status)}</span>
      </td>
      <td data-label={RESPONDED} className="table__date">
        <DateTime value={row.responseAt} />
      </td>
      <td data-label={INQUIRY} className="point-history__inquiry">
        <Link className="text-link nowrap" to={`${PATHS.inquiry}?topup=${row.id}`}>
          문의하기<span className="visually-hidden"> (충전 {row.id})</span>
        </Link>
      </td>
    </tr>
  );
}

export function PointHistory() {
  const { state } = useSession();
  const history = usePointHistory(state === 'authorization');

  return (
    <section className="card point-history" aria-labelledby="point-history-title">
      <h2 id="point-history-title" className="card__title">
        충전 내역
      </h2>
      {history.isError && !history.isFetchNextPageError ? (
        <ErrorNotice error={history.error} onRetry={() => void history.refetch()} />
      ) : history.isPending && history.fetchStatus !== 'idle' ? (
        <LoadingState label="충전 내역을 불러오는 중입니다" />
      ) : (
        <>
          {/* The table's scroll region is a landmark too: its name must differ from the section's. */}
          <DataTable
            caption="충전 내역 목록"
            columns={POINT_HISTORY_COLUMNS}
            emptyText="충전 내역이 없습니다."
            stacked
          >
            {history.data?.map((row) => (
              <HistoryRow key={row.id} row={row} />
            ))}
          </DataTable>
          {history.isFetchNextPageError ? (
            <ErrorNotice error={history.error} onRetry={() => void history.fetchNextPage()} />
          ) : history.hasNextPage ? (
            <div className="point-history__more">
              {/* aria-disabled, not disabled: a disabled button drops keyboard focus to <body>. */}
              <button
                type="button"
                className="button button--secondary"
                aria-disabled={history.isFetchingNextPage}
                onClick={() => {
                  if (!history.isFetchingNextPage) void history.fetchNextPage();
                }}
              >
                {history.isFetchingNextPage ? (
                  '불러오는 중…'
                ) : (
                  <>
                    <span className="visually-hidden">충전 내역</span> 더 보기
                  </>
                )}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
