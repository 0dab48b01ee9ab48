import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@smm/contract/enums';
import { formatCount, formatDateTime } from '@smm/contract/format';
import type { OrderHistoryEntry } from '@smm/contract/order-requests';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import { formatPoint } from '../../../lib/format-point.ts';
import { PATHS } from '../../../lib/paths.ts';
import { ServiceName } from '../../../components/ui/service-name.tsx';
import { OrderDetailsView } from '../../../components/ui/order-details.tsx';
import { OrderRequestCell } from './order-request-cell.tsx';

export const ORDER_HISTORY_COLUMNS = [
  '주문번호',
  '주문일시',
  '서비스',
  '링크',
  '사용 포인트',
  '수량',
  '시작 수량',
  '남은 수량',
  '상태',
  '요청',
  '문의',
] as const;

type Column = (typeof ORDER_HISTORY_COLUMNS)[number];

const count = (value: number | null) => (value === null ? '-' : formatCount(value));

function statusLabel(status: number): string {
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? '-';
}

/** One cell; `data-label` names the column when the rows stack into cards on narrow screens. */
function Cell({ column, className, children }: { column: Column; className?: string; children: ReactNode }) {
  return (
    <td data-label={column} className={className}>
      {children}
    </td>
  );
}

export function OrderHistoryTable({
  rows,
  serviceNames,
  emptyText,
}: {
  rows: readonly OrderHistoryEntry[];
  serviceNames: ReadonlyMap<number, string>;
  emptyText: string;
}) {
  return (
    <DataTable caption="주문 내역" columns={ORDER_HISTORY_COLUMNS} emptyText={emptyText} stacked dense>
      {rows.map((row) => (
        <tr key={row.id}>
          <Cell column="주문번호" className="table__nowrap history-cell--id">
            {row.id}
          </Cell>
          <Cell column="주문일시" className="table__nowrap">
            {formatDateTime(row.createdAt)}
          </Cell>
          <Cell column="서비스" className="table__text">
            <ServiceName text={serviceNames.get(row.serviceId) ?? `서비스 #${row.serviceId}`} />
            <OrderDetailsView details={row.details} subscription={row.subscription} />
          </Cell>
          <Cell column="링크" className="history-cell--link">
            <ExternalLink href={row.link} className="table__link" />
          </Cell>
          <Cell column="사용 포인트" className="table__number">
            {formatPoint(row.point)}
          </Cell>
          <Cell column="수량" className="table__number">
            {formatCount(row.amount)}
          </Cell>
          <Cell column="시작 수량" className="table__number">
            {count(row.startCount)}
          </Cell>
          <Cell column="남은 수량" className="table__number">
            {count(row.remains)}
          </Cell>
          <Cell column="상태">
            <span className={`order-status order-status--${row.status}`}>{statusLabel(row.status)}</span>
          </Cell>
          <Cell column="요청" className="history-cell--request">
            <OrderRequestCell row={row} />
          </Cell>
          <Cell column="문의" className="table__nowrap history-cell--inquiry">
            <Link className="text-link" to={`${PATHS.inquiry}?order=${row.id}`}>
              문의하기<span className="visually-hidden"> (주문 {row.id})</span>
            </Link>
          </Cell>
        </tr>
      ))}
    </DataTable>
  );
}
