import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { createDepositBonusService } from './deposit-bonus-service.ts';
import { createTopupRewards } from './topup-rewards.ts';

export interface MarketingDeps {
  db: Database;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
}

/** The growth levers' services (issue 35), built once per app. */
export function createMarketingServices(deps: MarketingDeps) {
  const bonus = createDepositBonusService(deps);
  const rewards = createTopupRewards([]);
  return { bonus, rewards };
}
export type MarketingServices = ReturnType<typeof createMarketingServices>;
