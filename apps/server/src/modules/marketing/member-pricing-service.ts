import type { MemberPricing, MemberPricingInput, MyPricing } from '@smm/contract/member-grades';
import { MARKETING_MESSAGES } from '@smm/contract/marketing-messages';
import { fromMilli, toMilli } from '@smm/contract/money';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import type { MemberDirectoryService } from '../accounts/member-directory-service.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import { pricedFor, ruleOf, type MemberPriceRule } from './member-price-rule.ts';
import * as repo from './member-pricing-repository.ts';

const P = MARKETING_MESSAGES.pricing;

/** What an order tells the pricing after it is placed. */
export interface PlacedOrderPrice {
  memberId: number;
  orderId: number;
  listUnitMilli: number;
  chargedUnitMilli: number;
  /** Units charged: quantity x runs. */
  units: number;
}

/**
 * Member prices: the rule an order and the catalogue apply for one member, the operator's setting
 * of a member's grade pin, discount and fixed prices, and the member's own view of them.
 */
export interface MemberPricingService {
  ruleFor(memberId: number): Promise<MemberPriceRule>;
  /**
   * After a placed order: its discount for the report and the member's grade again. Never throws:
   * the order is placed and paid; a failure here is logged and the sweep puts the grade right.
   */
  afterOrder(order: PlacedOrderPrice): Promise<void>;
  get(memberId: number): Promise<MemberPricing>;
  put(operatorId: number, memberId: number, input: MemberPricingInput): Promise<MemberPricing>;
  mine(memberId: number): Promise<MyPricing>;
}

export function createMemberPricingService(deps: {
  db: Database;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
  catalog: Pick<CatalogService, 'serviceRecords'>;
  /** Accounts writes the members' grade, spend and pricing-term columns. */
  members: Pick<MemberDirectoryService, 'addOrderSpend' | 'setPricingTerms'>;
  log: { error(obj: object, msg: string): void };
}): MemberPricingService {
  const { db } = deps;
  const ruleFor = async (memberId: number) => ruleOf(await repo.findMemberPricing(db, memberId));

  async function view(memberId: number): Promise<MemberPricing> {
    const row = await repo.findMemberPricing(db, memberId);
    if (!row) throw new NotFoundError(P.memberNotFound);
    const prices = await repo.listServicePrices(db, memberId);
    return {
      memberId,
      grade:
        row.effective_grade_id === null
          ? null
          : {
              id: row.effective_grade_id,
              name: row.grade_name ?? '',
              discountPercent: row.grade_discount ?? 0,
            },
      pinnedGradeId: row.pinned_grade_id,
      periodSpend: fromMilli(row.period_spend_milli),
      discountPercent: row.discount_percent,
      allowBelowCost: row.allow_below_cost,
      servicePrices: prices.map((p) => ({
        serviceId: p.service_id,
        serviceName: p.text,
        unitPrice: fromMilli(p.unit_price_milli),
      })),
    };
  }

  return {
    ruleFor,
    async afterOrder(o) {
      try {
        await repo.recordOrderDiscount(db, {
          orderId: o.orderId,
          memberId: o.memberId,
          listUnitMilli: o.listUnitMilli,
          discountMilli: Math.max(0, (o.listUnitMilli - o.chargedUnitMilli) * o.units),
          at: deps.clock.now(),
        });
        // The member's spend and grade, the charge added (the hourly sweep recomputes it exactly).
        await deps.members.addOrderSpend(db, o.memberId, o.chargedUnitMilli * o.units);
      } catch (error) {
        deps.log.error({ err: error, orderId: o.orderId }, 'recording an order discount and grade failed');
      }
    },
    get: view,
    async put(operatorId, memberId, input) {
      const prices = input.servicePrices.map((p) => ({
        serviceId: p.serviceId,
        unitPriceMilli: toMilli(p.unitPrice),
      }));
      await db.transaction(async (tx) => {
        const before = await repo.findMemberPricing(tx, memberId, true);
        if (!before) throw new NotFoundError(P.memberNotFound);
        if (input.pinnedGradeId !== null && !(await repo.existingGradeIds(tx)).has(input.pinnedGradeId))
          throw new BadRequestError(MARKETING_MESSAGES.grade.notFound);
        const costs = await repo.serviceCosts(
          tx,
          prices.map((p) => p.serviceId),
        );
        for (const p of prices) {
          const service = costs.get(p.serviceId);
          if (!service) throw new BadRequestError(P.serviceNotFound);
          // The operator's explicit allowance is the only way below the provider's cost.
          if (!input.allowBelowCost && service.cost !== null && p.unitPriceMilli < service.cost)
            throw new BadRequestError(P.belowCost, 'BELOW_COST');
        }
        const beforePrices = await repo.listServicePrices(tx, memberId);
        await deps.members.setPricingTerms(tx, memberId, input);
        await repo.setServicePrices(tx, memberId, prices);
        await deps.audit.record(tx, {
          operatorId,
          action: 'member.pricing',
          targetType: 'member',
          targetId: memberId,
          before: {
            pinnedGradeId: before.pinned_grade_id,
            discountPercent: before.discount_percent,
            allowBelowCost: before.allow_below_cost,
            servicePrices: beforePrices.map((p) => ({
              serviceId: p.service_id,
              unitPrice: fromMilli(p.unit_price_milli),
            })),
          },
          after: input,
        });
      });
      return view(memberId);
    },
    async mine(memberId) {
      const [rule, services] = await Promise.all([ruleFor(memberId), deps.catalog.serviceRecords()]);
      const prices = services.flatMap((s) => {
        const priced = pricedFor(rule, s);
        return priced.unitPriceMilli === s.unitPriceMilli
          ? []
          : [{ serviceId: s.id, unitPrice: priced.point, listPrice: s.point }];
      });
      return { gradeName: rule.gradeName, discountPercent: rule.discountPercent, prices };
    },
  };
}
