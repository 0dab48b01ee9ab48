import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { FulfilmentOptions } from './fulfilment-options.ts';
import { MULTI_STATUS_LIMIT } from './provider.ts';
import type { ProviderLookup, ProviderRegistry } from './provider-registry.ts';
import type { SettlementService } from './settlement-service.ts';
import { claimSyncs, recordSyncError, type ClaimedSync } from './sync-repository.ts';

export interface StatusSyncDeps {
  db: Database;
  clock: Clock;
  options: FulfilmentOptions;
  providers: ProviderRegistry;
  settlement: SettlementService;
}

export interface StatusSyncService {
  /**
   * Asks providers about submitted, unfinished orders, up to 100 ids per multi-status call, and
   * applies each answer in its own short transaction (refunds included). No transaction is open
   * while a provider is asked. Returns how many orders changed.
   */
  syncOrderStatuses(): Promise<number>;
}

export function createStatusSyncService(deps: StatusSyncDeps): StatusSyncService {
  const { db, clock, options } = deps;

  const syncChunk = async (
    providers: ProviderLookup,
    providerId: number,
    orders: ClaimedSync[],
  ): Promise<number> => {
    const ids = orders.map((o) => o.id);
    const provider = await providers.get(providerId);
    if (!provider) {
      await recordSyncError(db, ids, 'provider missing or disabled', false);
      return 0;
    }
    let answers;
    try {
      answers = await provider.multiStatus(orders.map((o) => o.providerOrderId));
    } catch (error) {
      // The whole call failed; the lease already moved the next check later.
      const message = error instanceof Error ? error.message : String(error);
      await recordSyncError(db, ids, `status: ${message}`, false);
      return 0;
    }
    let changed = 0;
    for (const order of orders) {
      const answer = answers.get(order.providerOrderId);
      if (!answer || !answer.ok) {
        // The provider does not know an order it accepted: a person must look.
        await recordSyncError(db, [order.id], `status: ${answer?.error ?? 'no answer'}`, true);
      } else if (answer.value.status === null) {
        const { rawStatus } = answer.value;
        await recordSyncError(db, [order.id], `unknown provider status "${rawStatus}"`, false, rawStatus);
      } else if ((await deps.settlement.applyProviderState(order.id, answer.value)) !== null) {
        changed++;
      }
    }
    return changed;
  };

  return {
    async syncOrderStatuses() {
      const now = clock.now();
      const claimed = await db.transaction((tx) =>
        claimSyncs(tx, now, new Date(now.getTime() + options.syncIntervalMs), options.syncBatch),
      );
      const byProvider = new Map<number, ClaimedSync[]>();
      for (const order of claimed)
        byProvider.set(order.providerId, [...(byProvider.get(order.providerId) ?? []), order]);
      const providers = deps.providers.forRun();
      let changed = 0;
      for (const [providerId, orders] of byProvider) {
        for (let i = 0; i < orders.length; i += MULTI_STATUS_LIMIT) {
          changed += await syncChunk(providers, providerId, orders.slice(i, i + MULTI_STATUS_LIMIT));
        }
      }
      return changed;
    },
  };
}
