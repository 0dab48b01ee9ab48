import type { ExchangeRateRow } from '@smm/contract/admin-exchange-rates';
import type { Database, Queryable } from '../../db/database.ts';
import type { MemberDirectoryService } from '../accounts/member-directory-service.ts';
import {
  currenciesMissingRate,
  findExchangeRate,
  listExchangeRates,
  providersPerCurrency,
  upsertExchangeRate,
} from './exchange-rate-repository.ts';

/**
 * The operator's exchange rates (table `exchange_rates`, written only here): won per one unit of
 * each currency providers quote in. Re-pricing the services a change affects is
 * modules/provider-import's (it spans the catalogue), which calls `save` in its own transaction.
 */
export interface ExchangeRateService {
  /** Every stored rate, then the currencies some provider uses with no rate yet. */
  list(): Promise<ExchangeRateRow[]>;
  /**
   * Sets the currency's rate (canonical decimal text) in the caller's transaction, the row locked
   * first; answers the rate it replaced (null for the currency's first one).
   */
  save(
    tx: Queryable,
    operatorId: number,
    currency: string,
    krwPerUnit: string,
    at: Date,
  ): Promise<string | null>;
}

export function createExchangeRateService(deps: {
  db: Database;
  members: Pick<MemberDirectoryService, 'loginIds'>;
}): ExchangeRateService {
  const { db } = deps;
  return {
    async list() {
      const [rates, missing, providers] = await Promise.all([
        listExchangeRates(db),
        currenciesMissingRate(db),
        providersPerCurrency(db),
      ]);
      const names = await deps.members.loginIds(
        rates.flatMap((r) => (r.updatedBy === null ? [] : [r.updatedBy])),
      );
      return [
        ...rates.map((r) => ({
          currency: r.currency,
          krwPerUnit: r.krwPerUnit,
          updatedAt: r.updatedAt.toISOString(),
          updatedByLoginId: r.updatedBy === null ? null : (names.get(r.updatedBy) ?? null),
          providers: providers.get(r.currency) ?? 0,
        })),
        ...missing.map((currency) => ({
          currency,
          krwPerUnit: null,
          updatedAt: null,
          updatedByLoginId: null,
          providers: providers.get(currency) ?? 0,
        })),
      ];
    },

    async save(tx, operatorId, currency, krwPerUnit, at) {
      const before = await findExchangeRate(tx, currency, { lock: true });
      await upsertExchangeRate(tx, { currency, krwPerUnit, operatorId, now: at });
      return before?.krwPerUnit ?? null;
    },
  };
}
