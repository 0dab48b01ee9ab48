import type { ExchangeRateRow, ExchangeRateSaved, ExchangeReprice } from '@smm/contract/admin-exchange-rates';
import { parseKrwPerUnit, parseProviderRate } from '@smm/contract/import-price';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { NotFoundError } from '../../errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { ExchangeRateService } from '../exchange-rates/exchange-rate-service.ts';
import { repriceService, type UpstreamChangeDeps } from './upstream-changes.ts';
import type { UpstreamCatalogService } from '../providers/upstream-catalog-service.ts';

export interface ExchangeRepriceDeps extends UpstreamChangeDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  rates: ExchangeRateService;
  upstream: Pick<UpstreamCatalogService, 'list'>;
}

/**
 * The console's exchange rates (issue 31): setting a currency's rate re-prices, in the same
 * transaction, every service following a provider in that currency, through the price sync's own
 * re-pricing (upstream-changes.ts `repriceService`): at once for providers whose price sync is
 * 'auto', as changes waiting for approval for 'review'. The rate change and every price it moves
 * are audited with the operator; a service left below its new cost is answered, never hidden.
 */
export interface ExchangeRepriceService {
  list(): Promise<ExchangeRateRow[]>;
  set(operatorId: number, currency: string, krwPerUnit: string): Promise<ExchangeRateSaved>;
}

export function createExchangeRepriceService(deps: ExchangeRepriceDeps): ExchangeRepriceService {
  const { db, clock, audit, rates } = deps;
  return {
    list: () => rates.list(),

    async set(operatorId, currency, krwPerUnit) {
      const parsed = parseKrwPerUnit(krwPerUnit);
      // The route's schema already gave the canonical text; this is the same check, for the value.
      if (!parsed.ok) throw new Error(`unchecked exchange rate: ${krwPerUnit}`);
      const providers = (await deps.upstream.list()).filter((p) => p.currency === currency);
      const reprice: ExchangeReprice = { checked: 0, applied: 0, pending: 0, belowCost: [] };
      await db.transaction(async (tx) => {
        const at = clock.now();
        const before = await rates.save(tx, operatorId, currency, parsed.text, at);
        await audit.record(tx, {
          operatorId,
          action: 'exchange_rate.update',
          targetType: 'exchange_rate',
          targetId: currency,
          before: before === null ? null : { krwPerUnit: before },
          after: { krwPerUnit: parsed.text },
        });
        for (const provider of providers) {
          const run = { providerId: provider.id, mode: provider.mode, at, krwPerUnit: parsed.rate };
          for (const service of await deps.catalog.lockFollowing(tx, provider.id)) {
            const rate = parseProviderRate(service.rate);
            // Stored rates were written by the import or the sync, so they parse.
            if (!rate) continue;
            reprice.checked += 1;
            const { outcome, belowCost } = await repriceService(tx, deps, run, service, rate, (b, a) =>
              audit.record(tx, {
                operatorId,
                action: 'service.exchange_reprice',
                targetType: 'service',
                targetId: service.id,
                before: b,
                after: a,
                memo: `${currency} 환율 ${before ?? '미설정'} → ${parsed.text}`,
              }),
            );
            if (outcome) reprice[outcome] += 1;
            if (belowCost) reprice.belowCost.push({ serviceId: service.id, name: service.name });
          }
        }
      });
      const row = (await rates.list()).find((r) => r.currency === currency);
      if (!row) throw new NotFoundError(`${currency} 환율을 찾을 수 없습니다.`);
      return { rate: row, reprice };
    },
  };
}
