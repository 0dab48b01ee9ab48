import type { FulfilmentDeps } from './fulfilment-options.ts';
import { applyProviderState } from './order-settlement.ts';
import { MULTI_STATUS_LIMIT } from './provider.ts';
import { claimSyncs, recordSyncError, type ClaimedSync } from './sync-repository.ts';

/**
 * Asks providers about submitted, unfinished orders, up to 100 ids per multi-status call, and
 * applies each answer in its own short transaction (refunds included). No transaction is open
 * while a provider is asked. Returns how many orders changed.
 */
export async function syncOrderStatuses(deps: FulfilmentDeps): Promise<number> {
  const { db, clock, options } = deps;
  const now = clock.now();
  const claimed = await db.transaction((tx) =>
    claimSyncs(tx, now, new Date(now.getTime() + options.syncIntervalMs), options.syncBatch),
  );
  const byProvider = new Map<number, ClaimedSync[]>();
  for (const order of claimed)
    byProvider.set(order.providerId, [...(byProvider.get(order.providerId) ?? []), order]);
  let changed = 0;
  for (const [providerId, orders] of byProvider) {
    for (let i = 0; i < orders.length; i += MULTI_STATUS_LIMIT) {
      changed += await syncChunk(deps, providerId, orders.slice(i, i + MULTI_STATUS_LIMIT));
    }
  }
  return changed;
}

async function syncChunk(deps: FulfilmentDeps, providerId: number, orders: ClaimedSync[]): Promise<number> {
  const { db, clock } = deps;
  const provider = await deps.providers.get(providerId);
  if (!provider) {
    await recordSyncError(
      db,
      orders.map((o) => o.id),
      'provider missing or disabled',
      false,
    );
    return 0;
  }
  let answers;
  try {
    answers = await provider.multiStatus(orders.map((o) => o.providerOrderId));
  } catch (error) {
    // The whole call failed; the lease already moved the next check later.
    await recordSyncError(
      db,
      orders.map((o) => o.id),
      `status: ${error instanceof Error ? error.message : String(error)}`,
      false,
    );
    return 0;
  }
  let changed = 0;
  for (const order of orders) {
    const answer = answers.get(order.providerOrderId);
    if (!answer || !answer.ok) {
      // The provider does not know an order it accepted: a person must look.
      await recordSyncError(db, [order.id], `status: ${answer?.error ?? 'no answer'}`, true);
    } else if (answer.value.status === null) {
      await recordSyncError(
        db,
        [order.id],
        `unknown provider status "${answer.value.rawStatus}"`,
        false,
        answer.value.rawStatus,
      );
    } else {
      const state = answer.value;
      const status = await db.transaction((tx) => applyProviderState(tx, order.id, state, clock.now()));
      if (status !== null) changed++;
    }
  }
  return changed;
}
