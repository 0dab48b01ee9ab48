import { depositBonusMilli, type DepositBonus } from '@smm/contract/deposit-bonus';
import type { Database, Queryable } from '../../db/database.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { ledger } from '../ledger/ledger-service.ts';
import * as settings from './marketing-settings-repository.ts';

/**
 * The deposit bonus (충전 보너스). The bonus a top-up earns is fixed when the member makes the request
 * (what the charge form showed) and credited with its approval as its own ledger entry.
 */
export interface DepositBonusService {
  get(q?: Queryable): Promise<DepositBonus>;
  put(operatorId: number, input: DepositBonus): Promise<DepositBonus>;
  /** Bonus milli-points a request of `point` whole points earns under the rules in force now. */
  bonusMilliFor(q: Queryable, point: number): Promise<number>;
}

export function createDepositBonusService(deps: {
  db: Database;
  audit: Pick<AuditService, 'record'>;
}): DepositBonusService {
  const { db } = deps;
  const get = async (q: Queryable = db): Promise<DepositBonus> => {
    const [row, tiers] = [await settings.readSettings(q), await settings.listTiers(q)];
    return { enabled: row.deposit_bonus_enabled, tiers };
  };
  return {
    get,
    async put(operatorId, input) {
      const tiers = [...input.tiers].sort((a, b) => a.minAmount - b.minAmount);
      return db.transaction(async (tx) => {
        // Locked, so two operators saving at once are audited in the order they applied.
        await settings.readSettings(tx, true);
        const before = await get(tx);
        await settings.updateSettings(tx, { deposit_bonus_enabled: input.enabled });
        await settings.replaceTiers(tx, tiers);
        const after = { enabled: input.enabled, tiers };
        await deps.audit.record(tx, {
          operatorId,
          action: 'marketing.deposit_bonus',
          targetType: 'marketing',
          targetId: 'deposit_bonus',
          before,
          after,
        });
        return after;
      });
    },
    bonusMilliFor: async (q, point) => depositBonusMilli(await get(q), point),
  };
}

/**
 * Credits the bonus a request was promised, inside its approval's transaction: one ledger entry
 * under point_request:<id>:bonus, which the approval (pending -> accepted happens once) makes
 * exactly-once and the ledger's unique key backs up.
 */
export async function creditDepositBonus(
  tx: Queryable,
  request: { id: number; member_id: number; bonus_milli: number },
): Promise<void> {
  if (request.bonus_milli <= 0) return;
  await ledger.credit(tx, {
    memberId: request.member_id,
    amountMilli: request.bonus_milli,
    reason: 'bonus',
    refType: 'point_request',
    refId: request.id,
    key: `point_request:${request.id}:bonus`,
  });
}
