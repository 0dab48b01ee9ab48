import { AUTO_ORDER_STATUS_LABELS, type AutoOrderStatus } from '@smm/contract/enums';
import { formatCount, formatDateTime } from '@smm/contract/format';
import { totalQuantity } from '@smm/contract/money';
import type { AutoOrder } from '@smm/contract/order';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import { formatPoint } from '../../../lib/format-point.ts';
import { ServiceName } from '../../../components/ui/service-name.tsx';

export const AUTO_ORDER_COLUMNS = [
  '주문번호',
  '주문일시',
  '주문 링크',
  '최종 사용 포인트',
  '1회 수량',
  '주문 상품',
  '자동주문 횟수(완료/전체)',
  '주문 간격',
  '최종 수량',
  '상태',
] as const;

function statusLabel(status: number): string {
  return AUTO_ORDER_STATUS_LABELS[status as AutoOrderStatus] ?? '-';
}

function Progress({ completed, runs }: { completed: number; runs: number }) {
  const percent = runs > 0 ? Math.min(100, Math.round((completed / runs) * 100)) : 0;
  return (
    <div className="auto-progress">
      <span>
        {formatCount(completed)} / {formatCount(runs)}
      </span>
      <span className="auto-progress__bar" aria-hidden="true">
        <span className="auto-progress__fill" style={{ width: `${percent}%`, display: 'block' }} />
      </span>
    </div>
  );
}

export function AutoOrderTable({
  rows,
  serviceNames,
  emptyText,
}: {
  rows: readonly AutoOrder[];
  serviceNames: ReadonlyMap<number, string>;
  emptyText: string;
}) {
  return (
    <DataTable caption="자동주문 내역" columns={AUTO_ORDER_COLUMNS} emptyText={emptyText} dense>
      {rows.map((row) => (
        <tr key={row.id}>
          <td className="table__nowrap">{row.id}</td>
          <td className="table__nowrap">{formatDateTime(row.createdAt)}</td>
          <td>
            <ExternalLink href={row.link} className="table__link" />
          </td>
          <td className="table__number">{formatPoint(row.point)}</td>
          <td className="table__number">{formatCount(row.amount)}</td>
          <td className="table__text">
            <ServiceName text={serviceNames.get(row.serviceId) ?? `서비스 #${row.serviceId}`} />
          </td>
          <td>
            <Progress completed={row.completed} runs={row.runs} />
          </td>
          <td className="table__nowrap">{formatCount(row.interval)}분</td>
          <td className="table__number">{formatCount(totalQuantity(row.amount, row.runs))}</td>
          <td>
            <span className={`auto-status auto-status--${row.status}`}>{statusLabel(row.status)}</span>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
