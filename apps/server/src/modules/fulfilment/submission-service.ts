import { providerFieldsOf } from '@smm/contract/service-types';
import type { Clock } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { readKrwPerUnit } from '../exchange-rates/exchange-rate-reader.ts';
import { orderNeedsOperatorEvent, type NeedsOperatorReason } from '../notifications/operator-events.ts';
import type { OperatorNotifier } from '../notifications/operator-notifier.ts';
import { backoffMs, type FulfilmentOptions } from './fulfilment-options.ts';
import { isProviderError } from './provider-error.ts';
import type { ProviderLookup, ProviderRegistry } from './provider-registry.ts';
import type { SettlementService } from './settlement-service.ts';
import {
  claimSubmissions,
  fixCostBasis,
  flagAbandonedSubmissions,
  flagUnmappedOrders,
  markRetry,
  markSubmitted,
  markUnknown,
  type ClaimedSubmission,
} from './submission-repository.ts';

const MAX_BATCHES_PER_RUN = 10;

export interface SubmissionDeps {
  db: Database;
  clock: Clock;
  options: FulfilmentOptions;
  providers: ProviderRegistry;
  settlement: SettlementService;
  /** Tells the operator about each order flagged for them, in the flagging transaction. */
  notifier?: OperatorNotifier;
}

export interface SubmissionService {
  /**
   * Sends new orders to their providers. For each batch: claim and commit ('submitting'), call the
   * providers with no transaction open, then record each answer in its own short statement or
   * transaction. Returns how many orders were sent.
   */
  submitDueOrders(): Promise<number>;
}

export function createSubmissionService(deps: SubmissionDeps): SubmissionService {
  const { db, clock, options } = deps;

  // Flags orders for the operator and queues one notice per flagged order in the same transaction.
  const flag = (reason: NeedsOperatorReason, run: (tx: Queryable) => Promise<number[]>) =>
    db.transaction(async (tx) => {
      const ids = await run(tx);
      for (const id of ids) await deps.notifier?.notify(tx, orderNeedsOperatorEvent(id, reason));
    });

  const retryAt = (order: ClaimedSubmission) =>
    new Date(clock.now().getTime() + backoffMs(order.attempts, options));

  const submitOne = async (providers: ProviderLookup, order: ClaimedSubmission): Promise<void> => {
    const provider = await providers.get(order.providerId).catch(() => null);
    if (!provider) {
      await markRetry(db, order.id, 'provider missing or disabled', clock.now(), retryAt(order));
      return;
    }
    let outcome: { providerOrderId: string } | { error: unknown };
    try {
      outcome = await provider.add({
        service: order.providerServiceId,
        link: order.link,
        quantity: order.amount,
        ...(order.details && { fields: providerFieldsOf(order.details, order.amount) }),
      });
    } catch (error) {
      outcome = { error };
    }
    const now = clock.now();
    if ('providerOrderId' in outcome) {
      const nextSyncAt = new Date(now.getTime() + options.syncIntervalMs);
      await markSubmitted(db, order.id, outcome.providerOrderId, now, nextSyncAt);
      return;
    }
    const { error } = outcome;
    // Anything but a classified ProviderError (a bug, say) may have happened after sending.
    const kind = isProviderError(error) ? error.kind : 'ambiguous';
    const message = error instanceof Error ? error.message : String(error);
    if (kind === 'ambiguous') {
      await flag('unknown', async (tx) =>
        (await markUnknown(tx, order.id, message, now)) ? [order.id] : [],
      );
    } else if (kind === 'refused') {
      await deps.settlement.refuseOrder(order.id, message);
    } else if (order.attempts >= options.maxAttempts) {
      await deps.settlement.refuseOrder(order.id, `gave up after ${order.attempts} attempts: ${message}`);
    } else {
      await markRetry(db, order.id, message, now, retryAt(order));
    }
  };

  return {
    async submitDueOrders() {
      await flag('interrupted', (tx) => flagAbandonedSubmissions(tx, clock.now()));
      await flag('no_provider', (tx) => flagUnmappedOrders(tx, clock.now()));
      const providers = deps.providers.forRun();
      let sent = 0;
      for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
        const now = clock.now();
        // The lease outlives any call of the batch (they run concurrently, each bounded by the timeout).
        const leaseUntil = new Date(now.getTime() + 2 * options.timeoutMs + 60_000);
        const claimed = await db.transaction(async (tx) => {
          const rows = await claimSubmissions(tx, now, leaseUntil, options.submitBatch);
          // The won rate of the order's time, read once per currency, fixed with the claim.
          const rates = new Map<string, string | null>();
          for (const { currency } of rows)
            if (!rates.has(currency)) rates.set(currency, await readKrwPerUnit(tx, currency));
          await fixCostBasis(tx, rows, rates, now);
          return rows;
        });
        // Every call settles before the run ends (a stopping runner waits for it); then the first error.
        const results = await Promise.allSettled(claimed.map((order) => submitOne(providers, order)));
        const failed = results.find((r) => r.status === 'rejected');
        if (failed) throw failed.reason;
        sent += claimed.length;
        if (claimed.length < options.submitBatch) break;
      }
      return sent;
    },
  };
}
