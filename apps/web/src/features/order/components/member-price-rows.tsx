import { fromMilli, orderCost, toMilli } from '@smm/contract/money';
import { unitPriceText } from '@smm/contract/unit-price-quote';
import { formatPoint } from '../../../lib/format-point.ts';
import { useMyPricing } from '../../../lib/get-my-pricing.ts';
import type { OrderPrice } from '../hooks/use-order-form.ts';

/** What the member saves against the list price for this order, in exact milli arithmetic. */
function savingAgainst(listPrice: number, price: OrderPrice, amount: number, runs: number): number | null {
  if (price.totalCost === null) return null;
  try {
    return fromMilli(toMilli(orderCost(listPrice, amount, runs)) - toMilli(price.totalCost));
  } catch {
    return null;
  }
}

/**
 * A member's grade and price beside the price box's rows (issue 35). The unit price and total above
 * are already the member's (the service list answers them); these rows say why: the grade, the list
 * price and what the member saves. Its own chunk: /order's first load stays within budget.
 */
export function MemberPriceRows({
  serviceId,
  price,
  amount,
  runs,
}: {
  serviceId: number | undefined;
  price: OrderPrice;
  amount: number;
  runs: number;
}) {
  const pricing = useMyPricing().data;
  if (!pricing) return null;
  const special = pricing.prices.find((row) => row.serviceId === serviceId);
  const savings = special ? savingAgainst(special.listPrice, price, amount, runs) : null;
  if (!pricing.gradeName && !special) return null;
  return (
    <>
      {pricing.gradeName ? (
        <div className="price-box__row price-box__row--grade">
          <dt>회원 등급</dt>
          <dd>
            {pricing.gradeName}
            {pricing.discountPercent > 0 ? ` · ${pricing.discountPercent}% 할인` : ''}
          </dd>
        </div>
      ) : null}
      {special ? (
        <div className="price-box__row price-box__row--list">
          <dt>정가</dt>
          <dd>
            <s>{unitPriceText(special.listPrice)}</s> → 회원가 {unitPriceText(special.unitPrice)}
          </dd>
        </div>
      ) : null}
      {savings !== null && savings > 0 ? (
        <div className="price-box__row price-box__row--saving">
          <dt>회원 할인</dt>
          <dd>-{formatPoint(savings)}</dd>
        </div>
      ) : null}
    </>
  );
}
