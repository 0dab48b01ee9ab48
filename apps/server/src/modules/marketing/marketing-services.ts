import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { MemberDirectoryService } from '../auth/member-directory-service.ts';
import { createCouponService } from './coupon-service.ts';
import { createDepositBonusService } from './deposit-bonus-service.ts';
import { createTopupRewards } from './topup-rewards.ts';

export interface MarketingDeps {
  db: Database;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
  members: MemberDirectoryService;
}

/** The growth levers' services (issue 35), built once per app. */
export function createMarketingServices(deps: MarketingDeps) {
  const bonus = createDepositBonusService(deps);
  const coupons = createCouponService(deps);
  const rewards = createTopupRewards([coupons.creditWithTopup]);
  return { bonus, coupons, rewards };
}
export type MarketingServices = ReturnType<typeof createMarketingServices>;
