import type { PriceSyncMode, PriceSyncResult } from '@smm/contract/admin-import';
import {
  importedUnitPriceMilli,
  markupPercentOf,
  parseProviderRate,
  ratePer1000Units,
  rateText,
  rateUnitCostMilli,
  sameRate,
  type ExchangeRate,
  type ProviderRate,
} from '@smm/contract/import-price';
import { fromMilli } from '@smm/contract/money';
import type { Queryable } from '../../db/database.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { PriceChangeService } from '../catalog/price-change-service.ts';
import type { FollowingService, ServiceImportService } from '../catalog/service-import-service.ts';
import type { ProviderService } from '../fulfilment/provider.ts';

export interface UpstreamChangeDeps {
  audit: AuditService;
  catalog: ServiceImportService;
  changes: PriceChangeService;
}

/** One sync of one provider: who asked (null: the sweep), how it reprices, what it answered. */
export interface SyncRun {
  providerId: number;
  mode: PriceSyncMode;
  operatorId: number | null;
  at: Date;
  upstream: readonly ProviderService[];
  /** Won per unit of the provider's currency now (KRW_RATE for a KRW provider). */
  krwPerUnit: ExchangeRate;
}

/** What re-pricing one service did; `belowCost`: its price stays under its new won cost for now. */
export interface RepriceOutcome {
  outcome: 'applied' | 'pending' | null;
  belowCost: boolean;
  /** The new cost or price is beyond any price (a safe integer of milli-points): nothing changed. */
  unpriceable?: boolean;
}

/** A stored rate (numeric text) in its canonical form; stored rates were written by us, so they parse. */
export function canonicalRate(text: string | null): string | null {
  if (text === null) return null;
  const rate = parseProviderRate(text);
  return rate ? rateText(rate) : text;
}

/**
 * Applies what a provider's list says to the services following it, inside the caller's
 * transaction (their rows locked): a vanished upstream service is hidden at once (never deleted),
 * one that came back is recorded and left hidden for the operator, and a changed rate reprices the
 * service by its markup ('auto') or waits for the operator ('review'). Every change is audited.
 */
export async function applyUpstreamChanges(
  tx: Queryable,
  deps: UpstreamChangeDeps,
  run: SyncRun,
): Promise<PriceSyncResult> {
  const { catalog, changes } = deps;
  const result: PriceSyncResult = {
    providerId: run.providerId,
    checked: 0,
    applied: 0,
    pending: 0,
    hidden: 0,
    returned: 0,
    unreadable: 0,
  };
  const byId = new Map(run.upstream.map((s) => [s.service, s]));
  const audit =
    (action: Parameters<AuditService['record']>[1]['action'], service: FollowingService) =>
    (before: unknown, after: unknown) =>
      deps.audit.record(tx, {
        operatorId: run.operatorId,
        action,
        targetType: 'service',
        targetId: service.id,
        before,
        after,
      });

  for (const service of await catalog.lockFollowing(tx, run.providerId)) {
    result.checked += 1;
    const listed = byId.get(service.providerServiceId);
    if (!listed) {
      if (service.missingAt === null) {
        await catalog.hideMissing(tx, service.id, run.at);
        await changes.supersede(tx, service.id, 'rate', run.at);
        await changes.supersede(tx, service.id, 'returned', run.at);
        await record(tx, deps, run, service, 'missing', 'applied');
        await audit('service.upstream_missing', service)({ visible: service.visible }, { visible: false });
        result.hidden += 1;
      }
      continue;
    }
    if (service.missingAt !== null) {
      await catalog.clearMissing(tx, service.id);
      // Shown again by hand meanwhile: nothing left to decide.
      await record(tx, deps, run, service, 'returned', service.visible ? 'applied' : 'pending');
      await audit('service.upstream_returned', service)(
        { upstreamMissing: true, visible: service.visible },
        { upstreamMissing: false, visible: service.visible },
      );
      result.returned += 1;
    }
    // Per 1,000 of our units, as stored: a package's rate is the price of one package (service-types.md).
    const quoted = parseProviderRate(listed.rate);
    const rate = quoted && ratePer1000Units(quoted, service.type);
    if (!rate) {
      result.unreadable += 1;
      continue;
    }
    const { outcome, unpriceable } = await repriceService(
      tx,
      deps,
      run,
      service,
      rate,
      audit('service.price_sync', service),
    );
    if (unpriceable) result.unreadable += 1;
    if (outcome) result[outcome] += 1;
  }
  return result;
}

/**
 * The one re-pricing of a following service, for the price sync (a new provider rate) and for a
 * changed exchange rate (a new won cost at the same rate): price = rate / 1000 x krwPerUnit x
 * (1 + markup) (import-price.ts). Nothing to do when the rate and the won cost are what we have.
 * 'auto' applies it at once (rate, won cost and price together); 'review' records it for the
 * operator and leaves the service as it is, which is reported as `belowCost` when its price is
 * now under the new cost, so that is never left unsaid.
 */
export async function repriceService(
  tx: Queryable,
  deps: UpstreamChangeDeps,
  run: Pick<SyncRun, 'providerId' | 'mode' | 'at' | 'krwPerUnit'>,
  service: FollowingService,
  rate: ProviderRate,
  audit: (before: unknown, after: unknown) => Promise<void>,
): Promise<RepriceOutcome> {
  const { catalog, changes } = deps;
  const stored = parseProviderRate(service.rate);
  let newCostMilli: number;
  let newPriceMilli: number;
  try {
    newCostMilli = rateUnitCostMilli(rate, run.krwPerUnit);
    newPriceMilli = importedUnitPriceMilli(rate, service.markupBp, service.minUnitPriceMilli, run.krwPerUnit);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return { outcome: null, belowCost: true, unpriceable: true };
  }
  const belowCost = service.unitPriceMilli < newCostMilli;
  if (stored && sameRate(stored, rate) && service.unitCostMilli === newCostMilli) {
    // Back to the rate and cost we have: an open question about another one is moot.
    await changes.supersede(tx, service.id, 'rate', run.at);
    return { outcome: null, belowCost };
  }
  if (run.mode === 'review') {
    const open = await changes.pending(tx, service.id, 'rate');
    const openRate = open?.newRate ? parseProviderRate(open.newRate) : null;
    if (openRate && sameRate(openRate, rate) && open?.newPriceMilli === newPriceMilli)
      return { outcome: null, belowCost };
    await changes.supersede(tx, service.id, 'rate', run.at);
    await record(tx, deps, run, service, 'rate', 'pending', { rate, newPriceMilli });
    return { outcome: 'pending', belowCost };
  }
  await catalog.setRate(tx, service.id, rate, run.krwPerUnit, newPriceMilli);
  await changes.supersede(tx, service.id, 'rate', run.at);
  await record(tx, deps, run, service, 'rate', 'applied', { rate, newPriceMilli });
  await audit(
    {
      providerRate: canonicalRate(service.rate),
      unitCost: service.unitCostMilli === null ? null : fromMilli(service.unitCostMilli),
      unitPrice: fromMilli(service.unitPriceMilli),
    },
    {
      providerRate: rateText(rate),
      unitCost: fromMilli(newCostMilli),
      unitPrice: fromMilli(newPriceMilli),
      markupPercent: markupPercentOf(service.markupBp),
    },
  );
  return { outcome: 'applied', belowCost: false };
}

function record(
  tx: Queryable,
  deps: UpstreamChangeDeps,
  run: Pick<SyncRun, 'providerId' | 'at'>,
  service: FollowingService,
  kind: 'rate' | 'missing' | 'returned',
  status: 'pending' | 'applied',
  rate?: { rate: ProviderRate; newPriceMilli: number },
): Promise<number> {
  return deps.changes.record(tx, {
    serviceId: service.id,
    providerId: run.providerId,
    kind,
    status,
    detectedAt: run.at,
    ...(rate && {
      oldRate: canonicalRate(service.rate) ?? service.rate,
      newRate: rateText(rate.rate),
      oldPriceMilli: service.unitPriceMilli,
      newPriceMilli: rate.newPriceMilli,
    }),
  });
}
