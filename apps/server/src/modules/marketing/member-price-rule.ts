import { fromMilli } from '@smm/contract/money';
import { memberUnitPriceMilli } from '@smm/contract/member-grades';
import type { MemberPricingRow } from './member-pricing-repository.ts';

/** What decides one member's prices: read once per order or catalogue answer, never shared. */
export interface MemberPriceRule {
  gradeName: string | null;
  /** The member's own discount, else the grade's, else 0. */
  discountPercent: number;
  allowBelowCost: boolean;
  /** Fixed unit prices in milli-points by service id. */
  fixed: ReadonlyMap<number, number>;
}

export const LIST_PRICE_RULE: MemberPriceRule = {
  gradeName: null,
  discountPercent: 0,
  allowBelowCost: false,
  fixed: new Map(),
};

export function ruleOf(row: MemberPricingRow | null): MemberPriceRule {
  if (!row) return LIST_PRICE_RULE;
  return {
    gradeName: row.grade_name,
    discountPercent: row.discount_percent ?? row.grade_discount ?? 0,
    allowBelowCost: row.allow_below_cost,
    fixed: new Map(row.fixed.map(([id, milli]) => [Number(id), Number(milli)])),
  };
}

/** True when the rule leaves every price at the list price. */
export function isListRule(rule: MemberPriceRule): boolean {
  return rule.discountPercent === 0 && rule.fixed.size === 0;
}

/** The service as this member is charged for it: unit price (and its decimal `point`) replaced. */
export function pricedFor<
  S extends { id: number; unitPriceMilli: number; costMilli: number | null; point: number },
>(rule: MemberPriceRule, service: S): S {
  if (isListRule(rule)) return service;
  const milli = memberUnitPriceMilli({
    listMilli: service.unitPriceMilli,
    costMilli: service.costMilli,
    fixedMilli: rule.fixed.get(service.id) ?? null,
    discountPercent: rule.discountPercent,
    allowBelowCost: rule.allowBelowCost,
  });
  return milli === service.unitPriceMilli
    ? service
    : { ...service, unitPriceMilli: milli, point: fromMilli(milli) };
}
