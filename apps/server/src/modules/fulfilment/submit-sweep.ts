import { backoffMs, type FulfilmentDeps } from './fulfilment-options.ts';
import { refuseOrder } from './order-settlement.ts';
import { isProviderError } from './provider-error.ts';
import {
  claimSubmissions,
  flagAbandonedSubmissions,
  flagUnmappedOrders,
  markRetry,
  markSubmitted,
  markUnknown,
  type ClaimedSubmission,
} from './submission-repository.ts';

const MAX_BATCHES_PER_RUN = 10;

/**
 * Sends new orders to their providers. For each batch: claim and commit ('submitting'), call the
 * providers with no transaction open, then record each answer in its own short transaction.
 * Returns how many orders were sent.
 */
export async function submitDueOrders(deps: FulfilmentDeps): Promise<number> {
  const { db, clock, options } = deps;
  await flagAbandonedSubmissions(db, clock.now());
  await flagUnmappedOrders(db, clock.now());
  let sent = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
    const now = clock.now();
    // The lease outlives any call of the batch (they run concurrently, each bounded by the timeout).
    const leaseUntil = new Date(now.getTime() + 2 * options.timeoutMs + 60_000);
    const claimed = await db.transaction((tx) => claimSubmissions(tx, now, leaseUntil, options.submitBatch));
    // Every call settles before the run ends (a stopping runner waits for it); then the first error.
    const results = await Promise.allSettled(claimed.map((order) => submitOne(deps, order)));
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    sent += claimed.length;
    if (claimed.length < options.submitBatch) break;
  }
  return sent;
}

async function submitOne(deps: FulfilmentDeps, order: ClaimedSubmission): Promise<void> {
  const { db, clock, options } = deps;
  const provider = await deps.providers.get(order.providerId).catch(() => null);
  if (!provider) {
    await markRetry(db, order.id, 'provider missing or disabled', clock.now(), retryAt(deps, order));
    return;
  }
  let outcome: { providerOrderId: string } | { error: unknown };
  try {
    outcome = await provider.add({
      service: order.providerServiceId,
      link: order.link,
      quantity: order.amount,
    });
  } catch (error) {
    outcome = { error };
  }
  const now = clock.now();
  if ('providerOrderId' in outcome) {
    await markSubmitted(
      db,
      order.id,
      outcome.providerOrderId,
      now,
      new Date(now.getTime() + options.syncIntervalMs),
    );
    return;
  }
  const { error } = outcome;
  // Anything but a classified ProviderError (a bug, say) may have happened after sending.
  const kind = isProviderError(error) ? error.kind : 'ambiguous';
  const message = error instanceof Error ? error.message : String(error);
  if (kind === 'ambiguous') {
    await markUnknown(db, order.id, message, now);
  } else if (kind === 'refused') {
    await db.transaction((tx) => refuseOrder(tx, order.id, message, now));
  } else if (order.attempts >= options.maxAttempts) {
    await db.transaction((tx) =>
      refuseOrder(tx, order.id, `gave up after ${order.attempts} attempts: ${message}`, now),
    );
  } else {
    await markRetry(db, order.id, message, now, retryAt(deps, order));
  }
}

function retryAt(deps: FulfilmentDeps, order: ClaimedSubmission): Date {
  return new Date(deps.clock.now().getTime() + backoffMs(order.attempts, deps.options));
}
