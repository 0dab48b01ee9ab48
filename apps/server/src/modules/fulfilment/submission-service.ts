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
  moveToBackup,
  providerChains,
  recordAttempts,
  type AttemptOutcome,
  type ChainEntry,
  type ProviderAttempt,
} from './failover-repository.ts';
import { disabledPass, entryCostMilli, passesMessage, passOver, type Pass } from './provider-chain.ts';
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

  // Nobody took the order: wait and retry when a refusal may not hold later, otherwise cancel and refund.
  const noTaker = async (order: ClaimedSubmission, passes: readonly Pass[]) => {
    const message = passesMessage(passes);
    const attempts = passes.map((p) => p.attempt);
    await db.transaction(async (tx) => {
      await recordAttempts(tx, order.id, attempts, clock.now());
      if (!passes.some((p) => p.transient))
        await deps.settlement.refuseOrder(order.id, message, undefined, tx);
      else if (order.attempts >= options.maxAttempts)
        await deps.settlement.refuseOrder(
          order.id,
          `gave up after ${order.attempts} attempts: ${message}`,
          undefined,
          tx,
        );
      else await markRetry(tx, order.id, message, clock.now(), retryAt(order));
    });
  };

  const submitOne = async (
    providers: ProviderLookup,
    order: ClaimedSubmission,
    chain: readonly ChainEntry[],
    rates: ReadonlyMap<string, string | null>,
  ): Promise<void> => {
    const passes: Pass[] = [];
    for (const [index, entry] of chain.entries()) {
      const cost = entryCostMilli(entry, rates.get(entry.currency) ?? null, order.amount);
      const passed = passOver(entry, order, cost, index === chain.length - 1);
      if (passed) {
        passes.push(passed);
        continue;
      }
      const provider = await providers.get(entry.providerId).catch(() => null);
      if (!provider) {
        passes.push(disabledPass(entry));
        continue;
      }
      let outcome: { providerOrderId: string } | { error: unknown };
      try {
        outcome = await provider.add({
          service: entry.providerServiceId,
          link: order.link,
          quantity: order.amount,
          ...(order.details && { fields: providerFieldsOf(order.details, order.amount) }),
        });
      } catch (error) {
        outcome = { error };
      }
      const now = clock.now();
      const attempt = (outcome: AttemptOutcome, reason: string | null): ProviderAttempt => ({
        providerId: entry.providerId,
        providerServiceId: entry.providerServiceId,
        outcome,
        reason,
      });
      // The order now belongs to the backup that took it (or may have it), at that backup's cost.
      const takenBy = async (tx: Queryable, last: ProviderAttempt) => {
        await recordAttempts(tx, order.id, [...passes.map((p) => p.attempt), last], now);
        if (entry.position > 0)
          await moveToBackup(tx, order.id, entry, rates.get(entry.currency) ?? null, now);
      };
      if ('providerOrderId' in outcome) {
        const nextSyncAt = new Date(now.getTime() + options.syncIntervalMs);
        await db.transaction(async (tx) => {
          await takenBy(tx, attempt('accepted', null));
          await markSubmitted(tx, order.id, outcome.providerOrderId, now, nextSyncAt);
        });
        return;
      }
      const { error } = outcome;
      // Anything but a classified ProviderError (a bug, say) may have happened after sending.
      const kind = isProviderError(error) ? error.kind : 'ambiguous';
      const message = error instanceof Error ? error.message : String(error);
      if (kind === 'ambiguous') {
        // Never failed over: the order may exist at this provider.
        await flag('unknown', async (tx) => {
          await takenBy(tx, attempt('unknown', message));
          return (await markUnknown(tx, order.id, message, now)) ? [order.id] : [];
        });
        return;
      }
      if (kind === 'refused' || (isProviderError(error) && error.panelAnswered)) {
        // The panel answered that it did not take the order: the next provider may.
        passes.push({ attempt: attempt('refused', message), transient: kind === 'retryable' });
        continue;
      }
      // Retryable without an answer from the panel (5xx, a page, no connection): today's retry.
      passes.push({ attempt: attempt('retry', message), transient: true });
      break;
    }
    await noTaker(order, passes);
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
        const { claimed, chains, rates } = await db.transaction(async (tx) => {
          const rows = await claimSubmissions(tx, now, leaseUntil, options.submitBatch);
          const chains = await providerChains(
            tx,
            rows.map((r) => r.id),
          );
          // The won rate of the order's time, read once per currency, fixed with the claim.
          const rates = new Map<string, string | null>();
          const currencies = [...rows, ...[...chains.values()].flat()].map((r) => r.currency);
          for (const currency of currencies)
            if (!rates.has(currency)) rates.set(currency, await readKrwPerUnit(tx, currency));
          await fixCostBasis(tx, rows, rates, now);
          return { claimed: rows, chains, rates };
        });
        // Every call settles before the run ends (a stopping runner waits for it); then the first error.
        const results = await Promise.allSettled(
          claimed.map((order) => submitOne(providers, order, chains.get(order.id) ?? [], rates)),
        );
        const failed = results.find((r) => r.status === 'rejected');
        if (failed) throw failed.reason;
        sent += claimed.length;
        if (claimed.length < options.submitBatch) break;
      }
      return sent;
    },
  };
}
