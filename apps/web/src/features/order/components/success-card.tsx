import type { Ref } from 'react';
import { Link } from 'react-router';
import type { OrderResponse } from '@smm/contract/order';
import { formatCount } from '@smm/contract/format';
import { PATHS } from '../../../lib/paths.ts';
import { ServiceName } from '../../../components/ui/service-name.tsx';

/** The last order's result (spec section 2): order number, link, quantity and service name. */
export function SuccessCard({
  order,
  serviceName,
  ref,
}: {
  order: OrderResponse;
  serviceName: string | undefined;
  ref?: Ref<HTMLElement>;
}) {
  return (
    <section ref={ref} className="card success-card" aria-labelledby="success-card-title" tabIndex={-1}>
      <div className="success-card__head">
        <span className="success-card__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="20" height="20">
            <path
              d="m5 12.5 4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <h2 id="success-card-title" className="success-card__title">
          주문이 접수되었습니다
        </h2>
        <Link to={PATHS.orderHistory} className="text-link success-card__more">
          주문내역 보기
        </Link>
      </div>
      <dl className="success-card__rows">
        <div className="success-card__row">
          <dt>주문번호</dt>
          <dd>{order.orderId}</dd>
        </div>
        <div className="success-card__row">
          <dt>수량</dt>
          <dd>{formatCount(order.amount)}개</dd>
        </div>
        <div className="success-card__row success-card__row--wide">
          <dt>서비스</dt>
          <dd>{serviceName ? <ServiceName text={serviceName} /> : `서비스 #${order.serviceId}`}</dd>
        </div>
        <div className="success-card__row success-card__row--wide">
          <dt>링크</dt>
          <dd className="success-card__link">{order.link}</dd>
        </div>
      </dl>
    </section>
  );
}
