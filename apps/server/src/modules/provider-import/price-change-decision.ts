import { ADMIN_IMPORT_MESSAGES as M } from '@smm/contract/admin-import-messages';
import { parseProviderRate, rateText } from '@smm/contract/import-price';
import { fromMilli } from '@smm/contract/money';
import type { Queryable } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { PriceChangeRecord, PriceChangeService } from '../catalog/price-change-service.ts';
import type { FollowingService, ServiceImportService } from '../catalog/service-import-service.ts';
import type { UpstreamCatalogService } from '../providers/upstream-catalog-service.ts';
import { requiredExchangeRate } from './provider-exchange-rate.ts';
import { canonicalRate } from './upstream-changes.ts';

export interface DecisionDeps {
  audit: AuditService;
  catalog: ServiceImportService;
  changes: PriceChangeService;
  upstream: Pick<UpstreamCatalogService, 'find'>;
}

/**
 * The operator's answer to a waiting change, in the caller's transaction. A new rate approved
 * takes the price computed when it was found (the one the operator saw); rejected, our price stays
 * and only the provider's rate is recorded, so margins stay true. A service that came back
 * upstream is shown again when approved, left hidden when rejected. The service row is locked
 * before the change row, the order the sync locks them in.
 */
export async function decidePriceChange(
  tx: Queryable,
  deps: DecisionDeps,
  d: { operatorId: number; changeId: number; approve: boolean; at: Date },
): Promise<void> {
  const seen = await deps.changes.get(tx, d.changeId);
  if (!seen) throw new NotFoundError(M.priceChangeNotFound);
  const service = await deps.catalog.lockFollowingService(tx, seen.serviceId);
  const change = await deps.changes.get(tx, d.changeId, true);
  if (!change || change.status !== 'pending')
    throw new ConflictError(M.priceChangeDecided, 'PRICE_CHANGE_DECIDED');
  if (!service) throw new ConflictError(M.serviceNotFollowing, 'SERVICE_NOT_FOLLOWING');
  const { before, after } = await applyDecision(tx, deps, change, service, d.approve);
  await deps.changes.decide(tx, change.id, d.approve ? 'approved' : 'rejected', d.at, d.operatorId);
  await deps.audit.record(tx, {
    operatorId: d.operatorId,
    action: d.approve ? 'price_change.approve' : 'price_change.reject',
    targetType: 'service',
    targetId: service.id,
    before,
    after,
    memo: `가격 변경 #${change.id}`,
  });
}

async function applyDecision(
  tx: Queryable,
  deps: DecisionDeps,
  change: PriceChangeRecord,
  service: FollowingService,
  approve: boolean,
): Promise<{ before: unknown; after: unknown }> {
  if (change.kind === 'returned') {
    if (approve) await deps.catalog.show(tx, service.id);
    return { before: { visible: service.visible }, after: { visible: approve || service.visible } };
  }
  const rate = change.newRate === null ? null : parseProviderRate(change.newRate);
  if (change.kind !== 'rate' || !rate || change.newPriceMilli === null)
    throw new ConflictError(M.priceChangeDecided, 'PRICE_CHANGE_DECIDED');
  const newPriceMilli = approve ? change.newPriceMilli : service.unitPriceMilli;
  // The won cost is recorded at today's exchange rate either way, so margins stay true.
  const provider = await deps.upstream.find(change.providerId, tx);
  if (!provider) throw new NotFoundError(M.providerNotFound);
  const krwPerUnit = await requiredExchangeRate(tx, provider.currency);
  await deps.catalog.setRate(tx, service.id, rate, krwPerUnit, approve ? newPriceMilli : undefined);
  return {
    before: { providerRate: canonicalRate(service.rate), unitPrice: fromMilli(service.unitPriceMilli) },
    after: { providerRate: rateText(rate), unitPrice: fromMilli(newPriceMilli) },
  };
}
