import type { AdminOrderDetail } from '@smm/contract/admin-orders';
import { formatProviderMoney } from './money/provider-money.ts';
import { formatSignedPoints } from './money/signed-point.ts';

type CostFacts = Pick<
  AdminOrderDetail,
  'providerCharge' | 'providerCurrency' | 'providerCost' | 'costEstimated' | 'profit' | 'exchangeRate'
>;

/** '$1.23' in the provider's currency, or why there is none yet. */
export function chargeText(o: Pick<CostFacts, 'providerCharge' | 'providerCurrency'>): string {
  if (o.providerCharge === null) return o.providerCurrency ? '공급처 보고 전' : '-';
  return formatProviderMoney(o.providerCharge, o.providerCurrency ?? 'KRW');
}

/** Our cost in won, marked while it is the estimate from the service's rate. */
export function costText(o: Pick<CostFacts, 'providerCost' | 'costEstimated'>): string {
  if (o.providerCost === null) return '-';
  return `${formatSignedPoints(o.providerCost)}${o.costEstimated ? ' (추정)' : ''}`;
}

export function profitText(o: Pick<CostFacts, 'profit' | 'costEstimated'>): string {
  if (o.profit === null) return '-';
  return `${formatSignedPoints(o.profit)}${o.costEstimated ? ' (추정)' : ''}`;
}

/** The order detail's cost rows: the provider's charge, the rate of the order's time, cost, profit. */
export function orderCostFields(o: CostFacts): [string, string][] {
  const rate =
    o.exchangeRate !== null && o.providerCurrency && o.providerCurrency !== 'KRW'
      ? `1 ${o.providerCurrency} = ${formatProviderMoney(o.exchangeRate, 'KRW')} (주문 시점)`
      : null;
  return [
    ['공급처 청구액', chargeText(o)],
    ...(rate ? ([['적용 환율', rate]] as [string, string][]) : []),
    ['원가', costText(o)],
    ['이익', profitText(o)],
  ];
}
