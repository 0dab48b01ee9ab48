import { formatCount } from '@smm/contract/format';
import { formatPoint } from '../../../lib/format-point.ts';
import type { OrderPrice } from '../hooks/use-order-form.ts';

export function PriceBox({ price }: { price: OrderPrice }) {
  return (
    <section className="price-box" aria-label="결제 금액">
      <dl className="price-box__rows">
        <div className="price-box__row">
          <dt>1개당 가격</dt>
          <dd>{price.unitPrice === null ? '' : formatPoint(price.unitPrice)}</dd>
        </div>
        <div className="price-box__row">
          <dt>총 수량</dt>
          <dd>{price.totalQuantity === null ? '' : `${formatCount(price.totalQuantity)}개`}</dd>
        </div>
        <div className="price-box__row price-box__row--total">
          <dt>총 결제 금액</dt>
          <dd>{price.totalCost === null ? '' : formatPoint(price.totalCost)}</dd>
        </div>
      </dl>
    </section>
  );
}
