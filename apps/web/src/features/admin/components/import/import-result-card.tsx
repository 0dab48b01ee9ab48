import type { ImportResult } from '@smm/contract/admin-import';
import { formatCount } from '@smm/contract/format';
import { formatUnitPoint } from '../../../../lib/format-unit-point.ts';

/** What the last import created: each service with its number, name and price. */
export function ImportResultCard({ result, onClose }: { result: ImportResult; onClose: () => void }) {
  return (
    <section className="card import-result" aria-labelledby="import-result-title">
      <div className="import-result__head">
        <h2 id="import-result-title" className="card__title">
          가져온 서비스 {formatCount(result.services.length)}개
        </h2>
        <button type="button" className="button button--ghost button--small" onClick={onClose}>
          닫기
        </button>
      </div>
      <ul className="import-result__list">
        {result.services.map((s) => (
          <li key={s.serviceId}>
            <strong>
              #{s.serviceId} {s.name}
            </strong>
            <span>
              1개 {formatUnitPoint(s.unitPrice)} · 1,000개 {formatUnitPoint(s.unitPrice * 1000)} · 수량{' '}
              {formatCount(s.min)} ~ {formatCount(s.max)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
