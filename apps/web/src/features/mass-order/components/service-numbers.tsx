import { formatCount } from '@smm/contract/format';
import { useServices } from '../../../lib/catalog/get-services.ts';

/** The service numbers a line starts with, folded away until asked for (the same list API v1 lists). */
export function ServiceNumbers() {
  const services = useServices();
  return (
    <details className="mass-order-services">
      <summary>서비스 번호 보기</summary>
      {services.data ? (
        // Scrolls on its own, so it takes focus to be scrolled from the keyboard (as DataTable does).
        <div className="mass-order-services__list" tabIndex={0} role="region" aria-label="서비스 번호 목록">
          <ul>
            {services.data.map((service) => (
              <li key={service.id}>
                <strong>{service.id}</strong> {service.text}{' '}
                <span className="mass-order-services__range">
                  ({formatCount(service.min)}~{formatCount(service.max)}개)
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="field__hint">
          {services.isError ? '서비스 목록을 불러오지 못했습니다.' : '불러오는 중…'}
        </p>
      )}
    </details>
  );
}
