import { Link } from 'react-router';
import type { ExchangeRateSaved } from '@smm/contract/admin-exchange-rates';
import { formatCount, formatDateTime } from '@smm/contract/format';
import { formatProviderMoney } from '../money/provider-money.ts';

/**
 * What saving a rate did to the prices: re-priced at once, waiting for approval (with a link to the
 * price changes), and every service now sold below its won cost, named.
 */
export function RepriceResult({ saved, onClose }: { saved: ExchangeRateSaved; onClose: () => void }) {
  const { rate, reprice } = saved;
  return (
    <section className="card rate-result" aria-labelledby="rate-result-title">
      <div className="import-result__head">
        <h2 id="rate-result-title" className="card__title">
          {rate.currency} 환율을 {rate.krwPerUnit ? formatProviderMoney(rate.krwPerUnit, 'KRW') : '-'}으로
          바꿨습니다
        </h2>
        <button type="button" className="button button--ghost button--small" onClick={onClose}>
          닫기
        </button>
      </div>
      <p>
        {rate.updatedAt ? `${formatDateTime(rate.updatedAt)} · ` : ''}
        공급처 단가를 따르는 서비스 {formatCount(reprice.checked)}개를 다시 계산했습니다.
      </p>
      <p>
        판매가 바로 반영 {formatCount(reprice.applied)}개 · 승인 대기 {formatCount(reprice.pending)}개
        {reprice.pending > 0 ? (
          <>
            {' '}
            ·{' '}
            <Link className="text-link" to="/admin/price-changes">
              가격 동기화에서 승인하기
            </Link>
          </>
        ) : null}
      </p>
      {reprice.belowCost.length > 0 ? (
        <div className="rate-result__below">
          <p className="admin-loss">
            원가보다 싸게 팔고 있는 서비스 {formatCount(reprice.belowCost.length)}개: 새 가격을 승인하거나
            판매가를 고쳐 주세요.
          </p>
          <ul>
            {reprice.belowCost.map((s) => (
              <li key={s.serviceId}>
                #{s.serviceId} {s.name}
              </li>
            ))}
          </ul>
          <Link className="text-link" to="/admin/catalogue?below=1">
            상품 관리에서 보기
          </Link>
        </div>
      ) : null}
    </section>
  );
}
