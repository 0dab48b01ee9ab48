import { formatCount } from '@smm/contract/format';
import type { MassOrderPreview as Preview } from '@smm/contract/mass-order';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { ServiceName } from '../../../components/ui/service-name.tsx';
import { formatPoint } from '../../../lib/format-point.ts';

const COLUMNS = ['줄', '서비스', '링크', '수량', '금액', '확인 결과'] as const;

/** Each checked line with its number, service, cost and message, then the total against the balance. */
export function MassOrderPreview({ preview }: { preview: Preview }) {
  const refused = preview.lines.filter((line) => line.error !== null).length;
  return (
    <section className="card mass-order-preview" aria-labelledby="mass-order-preview-title">
      <h2 id="mass-order-preview-title" className="card__title">
        확인 결과
      </h2>
      <p className="mass-order-preview__counts">
        {formatCount(preview.lines.length)}건 중 주문 가능 {formatCount(preview.lines.length - refused)}건
        {refused > 0 ? `, 오류 ${formatCount(refused)}건` : ''}
      </p>
      <DataTable
        caption="대량 주문 확인 결과"
        columns={COLUMNS}
        emptyText="확인할 줄이 없습니다."
        stacked
        dense
      >
        {preview.lines.map((line) => (
          <tr key={line.line} className={line.error ? 'mass-order-row--error' : undefined}>
            <td data-label="줄" className="table__nowrap">
              {line.line}
            </td>
            <td data-label="서비스" className="table__text">
              {line.serviceId === null ? (
                '-'
              ) : (
                <ServiceName text={line.serviceName ?? `서비스 #${line.serviceId}`} />
              )}
            </td>
            <td data-label="링크" className="mass-order-cell--link">
              {line.link ?? '-'}
            </td>
            <td data-label="수량" className="table__number">
              {line.amount === null ? '-' : formatCount(line.amount)}
            </td>
            <td data-label="금액" className="table__number">
              {line.cost === null ? '-' : formatPoint(line.cost)}
            </td>
            <td data-label="확인 결과" className="table__text">
              {line.error ? <span className="mass-order-line-error">{line.error}</span> : '주문 가능'}
            </td>
          </tr>
        ))}
      </DataTable>
      <dl className="mass-order-summary">
        <div>
          <dt>총 결제 금액</dt>
          <dd>{formatPoint(preview.total)}</dd>
        </div>
        <div>
          <dt>보유 포인트</dt>
          <dd>{formatPoint(preview.balance)}</dd>
        </div>
      </dl>
    </section>
  );
}
