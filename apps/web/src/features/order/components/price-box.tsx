import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { formatCount } from '@smm/contract/format';
import { fromMilli, toMilli } from '@smm/contract/money';
import { quoteUnitPrice } from '@smm/contract/unit-price-quote';
import { formatPoint } from '../../../lib/format-point.ts';
import type { OrderPrice } from '../hooks/use-order-form.ts';
import { PATHS } from '../../../lib/paths.ts';
import type { PriceRow } from '../service-type/typed-terms.ts';

/** Balance minus cost in exact milli arithmetic; null when either is unknown. */
export function balanceAfter(balance: number | undefined, totalCost: number | null): number | null {
  if (balance === undefined || totalCost === null) return null;
  try {
    return fromMilli(toMilli(balance) - toMilli(totalCost));
  } catch {
    return null;
  }
}

// A member's grade and list price come from their own chunk: /order's first load has a budget.
const MemberPriceRows = lazy(async () => ({
  default: (await import('./member-price-rows.tsx')).MemberPriceRows,
}));

/** What the member's rows need to say about the order (absent for a guest). */
export interface MemberPriceContext {
  serviceId: number | undefined;
  amount: number;
  runs: number;
}

/**
 * Unit price, total quantity (quantity x max(runs, 1)) and total cost; for a member also the
 * balance and what is left after the order, and (issue 35) the grade and list price behind the
 * member's price. Values that are not a count show empty (spec section 5).
 */
export function PriceBox({
  price,
  balance,
  member,
  relabel = (text) => text,
}: {
  price: OrderPrice;
  balance?: number;
  member?: MemberPriceContext;
  /** Rewords the unit price's label and the total quantity for a service's type (issue 32). */
  relabel?: (text: string, row: PriceRow) => string;
}) {
  const after = balanceAfter(balance, price.totalCost);
  // A price the won format would round is quoted per 1,000 (issue 34); totals keep the format.
  const unit = price.unitPrice === null ? null : quoteUnitPrice(price.unitPrice);
  return (
    <section className="price-box" aria-label="결제 금액">
      <dl className="price-box__rows">
        {member ? (
          <Suspense fallback={null}>
            <MemberPriceRows price={price} {...member} />
          </Suspense>
        ) : null}
        <div className="price-box__row">
          <dt>{relabel(unit ? `${unit.label} 가격` : '1개당 가격', 'unit')}</dt>
          <dd>{unit?.amount ?? ''}</dd>
        </div>
        <div className="price-box__row">
          <dt>총 수량</dt>
          <dd>
            {price.totalQuantity === null ? '' : relabel(`${formatCount(price.totalQuantity)}개`, 'quantity')}
          </dd>
        </div>
        <div className="price-box__row price-box__row--total">
          <dt>총 결제 금액</dt>
          <dd>{price.totalCost === null ? '' : formatPoint(price.totalCost)}</dd>
        </div>
        {balance !== undefined ? (
          <>
            <div className="price-box__row price-box__row--balance">
              <dt>보유 포인트</dt>
              <dd>{formatPoint(balance)}</dd>
            </div>
            <div className="price-box__row">
              <dt>주문 후 잔액</dt>
              <dd className={after !== null && after < 0 ? 'price-box__short' : undefined}>
                {after === null ? (
                  ''
                ) : after < 0 ? (
                  <>
                    포인트 부족{' '}
                    <Link to={PATHS.point} className="text-link">
                      충전하기
                    </Link>
                  </>
                ) : (
                  formatPoint(after)
                )}
              </dd>
            </div>
          </>
        ) : null}
      </dl>
    </section>
  );
}
