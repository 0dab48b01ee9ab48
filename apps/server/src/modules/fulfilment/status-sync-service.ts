import { isFinalOrderStatus } from '@smm/contract/order-status-groups';
import type { SubscriptionState } from '@smm/contract/service-types';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { orderNeedsOperatorEvent, type NeedsOperatorReason } from '../notifications/operator-events.ts';
import type { OperatorNotifier } from '../notifications/operator-notifier.ts';
import type { FulfilmentOptions } from './fulfilment-options.ts';
import type { ProviderLookup, ProviderRegistry } from './provider-registry.ts';
import type { SettlementService } from './settlement-service.ts';
import { readSubscriptionStatus } from './subscription-status.ts';
import {
  applyOpenStates,
  checkOrderSoon,
  claimSyncs,
  flagSyncError,
  recordSubscriptionProgress,
  recordSyncError,
  type ClaimedSync,
  type OpenState,
} from './sync-repository.ts';

export interface StatusSyncDeps {
  db: Database;
  clock: Clock;
  options: FulfilmentOptions;
  providers: ProviderRegistry;
  settlement: SettlementService;
  /** Tells the operator about each order newly flagged, in the flagging transaction. */
  notifier?: OperatorNotifier;
}

export interface StatusSyncService {
  /**
   * Asks providers about every submitted, unfinished order that is due, `syncParallel` workers at
   * once, each claiming `syncBatch` orders (one multi-status call per provider among them) until
   * none is due. A claim commits before the call; no transaction is open while a provider is asked.
   * Answers that stay open are written in one statement per call; an order that became final is
   * settled in its own short transaction (refunds included). Returns how many orders changed.
   */
  syncOrderStatuses(): Promise<number>;
  /**
   * Makes a submitted order's next status check due at once (a cancel the provider accepted), so
   * the sweep settles it soon. Fulfilment owns the order's sync columns; order-requests calls this.
   */
  checkSoon(orderId: number): Promise<void>;
}

/** One problem to record, for the orders it concerns. */
interface SyncError {
  ids: number[];
  error: string;
  /** Why a person must look; absent when the next check may clear it (a failed call). */
  flag?: NeedsOperatorReason;
  rawStatus?: string;
}

export function createStatusSyncService(deps: StatusSyncDeps): StatusSyncService {
  const { db, clock, options } = deps;

  const recordErrors = async (errors: SyncError[]) => {
    // One statement per distinct message (a whole failed call is one).
    const grouped = new Map<string, SyncError>();
    for (const e of errors) {
      const key = JSON.stringify([e.error, e.flag, e.rawStatus ?? null]);
      const group = grouped.get(key);
      if (group) group.ids.push(...e.ids);
      else grouped.set(key, { ...e, ids: [...e.ids] });
    }
    for (const e of grouped.values()) {
      const { flag: reason } = e;
      if (reason === undefined) await recordSyncError(db, e.ids, e.error, false, e.rawStatus);
      else
        await db.transaction(async (tx) => {
          for (const id of await flagSyncError(tx, e.ids, e.error, e.rawStatus))
            await deps.notifier?.notify(tx, orderNeedsOperatorEvent(id, reason, e.rawStatus));
        });
    }
  };

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
    const open: OpenState[] = [];
    const final: { id: number; state: Parameters<SettlementService['applyProviderState']>[1] }[] = [];
    const errors: SyncError[] = [];
    const progress: { id: number; state: SubscriptionState; postsDelivered: number }[] = [];
    for (const order of orders) {
      let answer = answers.get(order.providerOrderId);
      // A subscription answers in words of its own; it settles by its undelivered posts (issue 32).
      if (answer?.ok && order.details?.type === 'Subscriptions') {
        const reading = readSubscriptionStatus(order.details, answer.value);
        if (reading) {
          progress.push({ id: order.id, state: reading.state, postsDelivered: reading.postsDelivered });
          answer = { ok: true, value: reading.order };
        } else answer = { ok: true, value: { ...answer.value, status: null } };
      }
      if (!answer || !answer.ok) {
        // The provider does not know an order it accepted: a person must look.
        errors.push({
          ids: [order.id],
          error: `status: ${answer?.error ?? 'no answer'}`,
          flag: 'provider_lost',
        });
      } else if (answer.value.status === null) {
        // A word we do not know (`Refunded`, `Fail`): the order stays open and a person reads the
        // raw word; guessing it into a refund could pay for an order that was delivered.
        const { rawStatus } = answer.value;
        errors.push({
          ids: [order.id],
          error: `unknown provider status "${rawStatus}"`,
          flag: 'unknown_status',
          rawStatus,
        });
      } else if (isFinalOrderStatus(answer.value.status)) {
        final.push({ id: order.id, state: answer.value });
      } else {
        const { status, startCount, remains, rawStatus, charge } = answer.value;
        open.push({ id: order.id, status, startCount, remains, rawStatus, charge });
      }
    }
    await recordSubscriptionProgress(db, progress);
    let changed = await applyOpenStates(db, open, clock.now());
    for (const { id, state } of final) {
      if ((await deps.settlement.applyProviderState(id, state)) !== null) changed++;
    }
    await recordErrors(errors);
    return changed;
  };

  /**
   * Claims and syncs until no order is due; claims skip rows another worker holds. An order claimed
   * again in the same sweep (a check interval shorter than the sweep) ends the worker's round.
   */
  const worker = async (providers: ProviderLookup, seen: Set<number>): Promise<number> => {
    let changed = 0;
    for (;;) {
      const now = clock.now();
      const claimed = await claimSyncs(
        db,
        now,
        new Date(now.getTime() + options.syncIntervalMs),
        options.syncBatch,
      );
      const fresh = claimed.filter((o) => !seen.has(o.id));
      for (const order of fresh) seen.add(order.id);
      const byProvider = new Map<number, ClaimedSync[]>();
      for (const order of fresh) {
        const list = byProvider.get(order.providerId);
        if (list) list.push(order);
        else byProvider.set(order.providerId, [order]);
      }
      for (const [providerId, orders] of byProvider)
        changed += await syncChunk(providers, providerId, orders);
      if (claimed.length < options.syncBatch || fresh.length < claimed.length) return changed;
    }
  };

  return {
    checkSoon: (orderId) => checkOrderSoon(db, orderId),
    async syncOrderStatuses() {
      const providers = deps.providers.forRun();
      const seen = new Set<number>();
      const counts = await Promise.all(
        Array.from({ length: options.syncParallel }, () => worker(providers, seen)),
      );
      return counts.reduce((a, b) => a + b, 0);
    },
  };
}
