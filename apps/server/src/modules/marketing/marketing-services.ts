import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { MemberDirectoryService } from '../accounts/member-directory-service.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { RequestLimits } from '../rate-limit/request-limits.ts';
import { createGradeService } from './grade-service.ts';
import { createMemberPricingService } from './member-pricing-service.ts';
import { createCouponService } from './coupon-service.ts';
import { createDepositBonusService } from './deposit-bonus-service.ts';
import { createReferralService } from './referral-service.ts';
import { creditTopupCommission } from './referral-commission.ts';
import { createTopupRewards } from './topup-rewards.ts';

export interface MarketingDeps {
  db: Database;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
  members: MemberDirectoryService;
  catalog: CatalogService;
  log: { error(obj: object, msg: string): void };
  limiter: RateLimiter;
  limits: Pick<RequestLimits, 'couponRedeemsPerMember'>;
}

/** The growth levers' services (issue 35), built once per app. */
export function createMarketingServices(deps: MarketingDeps) {
  const bonus = createDepositBonusService(deps);
  const coupons = createCouponService({ ...deps, perMember: deps.limits.couponRedeemsPerMember });
  const rewards = createTopupRewards([coupons.creditWithTopup, creditTopupCommission]);
  const grades = createGradeService(deps);
  const pricing = createMemberPricingService(deps);
  const referral = createReferralService(deps);
  return { bonus, coupons, rewards, grades, pricing, referral };
}
export type MarketingServices = ReturnType<typeof createMarketingServices>;
