import type { ImportResult } from '@smm/contract/admin-import';
import { formatCount } from '@smm/contract/format';
import { formatUnitPoint } from '../../../../lib/format-unit-point.ts';

/** An import of hundreds lists its first services; the catalogue shows the rest. */
const LISTED = 20;

/** Points per unit are milli-points per 1000 (display only: the server's numbers are exact). */
const perThousand = (points: number) => Math.round(points * 1000);

/** What the last import created: its new categories, and each service with its number and price. */
export function ImportResultCard({ result, onClose }: { result: ImportResult; onClose: () => void }) {
  const rest = result.services.length - LISTED;
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
      {result.createdCategories.length > 0 ? (
        <p className="import-result__created">
          새 카테고리 {formatCount(result.createdCategories.length)}개:{' '}
          {result.createdCategories.map((c) => c.name).join(', ')}
        </p>
      ) : null}
      <ul className="import-result__list">
        {result.services.slice(0, LISTED).map((s) => (
          <li key={s.serviceId}>
            <strong>
              #{s.serviceId} {s.name}
            </strong>
            <span>
              1개 {formatUnitPoint(s.unitPrice)} · 1,000개 {formatUnitPoint(perThousand(s.unitPrice))} · 원가
              1,000개 {formatUnitPoint(perThousand(s.unitCost))} · 수량 {formatCount(s.min)} ~{' '}
              {formatCount(s.max)}
            </span>
          </li>
        ))}
      </ul>
      {rest > 0 ? (
        <p className="import-result__more">외 {formatCount(rest)}개는 상품 관리에서 볼 수 있습니다.</p>
      ) : null}
    </section>
  );
}
