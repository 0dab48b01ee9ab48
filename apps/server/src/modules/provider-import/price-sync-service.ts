import {
  type PriceChangeRow,
  type PriceChangesQuery,
  type PriceSyncMode,
  type PriceSyncProvider,
  type PriceSyncResult,
} from '@smm/contract/admin-import';
import { ADMIN_IMPORT_MESSAGES as M } from '@smm/contract/admin-import-messages';
import { markupPercentOf } from '@smm/contract/import-price';
import { fromMilli } from '@smm/contract/money';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { AppError, ConflictError, NotFoundError } from '../../errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { MemberDirectoryService } from '../accounts/member-directory-service.ts';
import type { PriceChangeListRow, PriceChangeService } from '../catalog/price-change-service.ts';
import type { ServiceImportService } from '../catalog/service-import-service.ts';
import { ProviderError } from '../fulfilment/provider-error.ts';
import type { UpstreamCatalogService, UpstreamProvider } from '../providers/upstream-catalog-service.ts';
import { decidePriceChange } from './price-change-decision.ts';
import { requiredExchangeRate } from './provider-exchange-rate.ts';
import { applyUpstreamChanges, canonicalRate } from './upstream-changes.ts';
import { enabledProvider, providerUnavailable } from './upstream-read.ts';

/** How often the sweep re-reads each provider's rates. */
export const PRICE_SYNC_INTERVAL_MS = 10 * 60_000;
/** Providers one sweep run checks at most (each one list call). */
const PROVIDERS_PER_RUN = 5;

export interface PriceSyncDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  upstream: UpstreamCatalogService;
  catalog: ServiceImportService;
  changes: PriceChangeService;
  members: Pick<MemberDirectoryService, 'loginIds'>;
  intervalMs?: number;
}

/**
 * The price sync (issue 11): a sweep and the operator's button re-read a provider's list and apply
 * it to the services following it (upstream-changes.ts); the operator picks per provider whether
 * new rates apply at once or wait for approval, and decides the waiting ones.
 */
export interface PriceSyncService {
  providers(): Promise<PriceSyncProvider[]>;
  setMode(operatorId: number, providerId: number, mode: PriceSyncMode): Promise<PriceSyncProvider>;
  /** The button: syncs one provider now, audited as the operator's. */
  syncNow(operatorId: number, providerId: number): Promise<PriceSyncResult>;
  /** The sweep: claims due providers and syncs each; answers how many it checked. */
  syncDue(): Promise<number>;
  changes(query: PriceChangesQuery): Promise<PriceChangeRow[]>;
  approve(operatorId: number, changeId: number): Promise<PriceChangeRow>;
  reject(operatorId: number, changeId: number): Promise<PriceChangeRow>;
}

export function createPriceSyncService(deps: PriceSyncDeps): PriceSyncService {
  const { db, clock, upstream } = deps;
  const intervalMs = deps.intervalMs ?? PRICE_SYNC_INTERVAL_MS;

  /** Reads the list (no transaction open), then applies it in one transaction. */
  const sync = async (provider: UpstreamProvider, operatorId: number | null): Promise<PriceSyncResult> => {
    let listed;
    try {
      listed = await upstream.services(provider.id);
    } catch (error) {
      if (error instanceof ProviderError) await upstream.recordOutcome(provider.id, error.message);
      throw error;
    }
    if (!listed) throw new ConflictError(M.providerDisabled, 'PROVIDER_DISABLED');
    const upstreamList = listed;
    let result: PriceSyncResult;
    try {
      result = await db.transaction(async (tx) =>
        applyUpstreamChanges(tx, deps, {
          providerId: provider.id,
          mode: provider.mode,
          operatorId,
          at: clock.now(),
          upstream: upstreamList,
          // No rate for the provider's currency: nothing is priced, and the provider says why.
          krwPerUnit: await requiredExchangeRate(tx, provider.currency),
        }),
      );
    } catch (error) {
      if (error instanceof AppError && error.code === 'EXCHANGE_RATE_MISSING')
        await upstream.recordOutcome(provider.id, error.message);
      throw error;
    }
    await upstream.recordOutcome(provider.id, null);
    return result;
  };

  const summaries = async (): Promise<PriceSyncProvider[]> => {
    const [providers, following, pending] = await Promise.all([
      upstream.list(),
      deps.catalog.followingCounts(),
      deps.changes.pendingCounts(),
    ]);
    return providers.map((p) => ({
      id: p.id,
      name: p.name,
      kind: p.kind,
      enabled: p.enabled,
      mode: p.mode,
      checkedAt: p.checkedAt?.toISOString() ?? null,
      error: p.error,
      importedServices: following.get(p.id) ?? 0,
      pendingChanges: pending.get(p.id) ?? 0,
    }));
  };

  const toRows = async (rows: PriceChangeListRow[]): Promise<PriceChangeRow[]> => {
    const [providers, operators] = await Promise.all([
      upstream.list(),
      deps.members.loginIds(rows.flatMap((r) => (r.decidedBy === null ? [] : [r.decidedBy]))),
    ]);
    const names = new Map(providers.map((p) => [p.id, p.name]));
    return rows.map((r) => ({
      id: r.id,
      detectedAt: r.detectedAt.toISOString(),
      kind: r.kind,
      status: r.status,
      serviceId: r.serviceId,
      serviceName: r.serviceName,
      serviceVisible: r.serviceVisible,
      providerId: r.providerId,
      providerName: names.get(r.providerId) ?? null,
      providerServiceId: r.providerServiceId,
      oldRate: canonicalRate(r.oldRate),
      newRate: canonicalRate(r.newRate),
      oldPrice: r.oldPriceMilli === null ? null : fromMilli(r.oldPriceMilli),
      newPrice: r.newPriceMilli === null ? null : fromMilli(r.newPriceMilli),
      markupPercent: r.markupBp === null ? null : markupPercentOf(r.markupBp),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      decidedByLoginId: r.decidedBy === null ? null : (operators.get(r.decidedBy) ?? null),
    }));
  };

  const decide = async (operatorId: number, changeId: number, approve: boolean) => {
    await db.transaction((tx) =>
      decidePriceChange(tx, deps, { operatorId, changeId, approve, at: clock.now() }),
    );
    const found = await deps.changes.find(changeId);
    const [row] = found ? await toRows([found]) : [];
    if (!row) throw new NotFoundError(M.priceChangeNotFound);
    return row;
  };

  return {
    providers: summaries,

    async setMode(operatorId, providerId, mode) {
      await db.transaction(async (tx) => {
        const provider = await upstream.lock(tx, providerId);
        if (!provider) throw new NotFoundError(M.providerNotFound);
        if (provider.mode === mode) return;
        await upstream.setMode(tx, providerId, mode);
        await deps.audit.record(tx, {
          operatorId,
          action: 'provider.price_sync_mode',
          targetType: 'provider',
          targetId: providerId,
          before: { mode: provider.mode },
          after: { mode },
        });
      });
      const summary = (await summaries()).find((p) => p.id === providerId);
      if (!summary) throw new NotFoundError(M.providerNotFound);
      return summary;
    },

    async syncNow(operatorId, providerId) {
      const provider = await enabledProvider(upstream, providerId);
      try {
        return await sync(provider, operatorId);
      } catch (error) {
        if (error instanceof ProviderError) throw providerUnavailable(error);
        throw error;
      }
    },

    async syncDue() {
      const claimed = await upstream.claimDue(intervalMs, PROVIDERS_PER_RUN);
      if (claimed.length === 0) return 0;
      const following = await deps.catalog.followingCounts();
      let checked = 0;
      for (const providerId of claimed) {
        // A provider nothing follows is not asked: no list call for nothing.
        if (!following.get(providerId)) continue;
        const provider = await upstream.find(providerId);
        if (!provider?.enabled) continue;
        try {
          await sync(provider, null);
          checked += 1;
        } catch (error) {
          // A provider failure is recorded on the provider (the console shows it) and one disabled
          // since the claim is skipped; the next interval tries again.
          if (!(error instanceof ProviderError || error instanceof AppError)) throw error;
        }
      }
      return checked;
    },

    changes: async (query) => toRows(await deps.changes.list(query)),
    approve: (operatorId, changeId) => decide(operatorId, changeId, true),
    reject: (operatorId, changeId) => decide(operatorId, changeId, false),
  };
}
