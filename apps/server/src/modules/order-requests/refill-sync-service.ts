import { refillStatusWord } from '@smm/contract/order-requests';
import { ORDER_REQUEST_MESSAGES as M } from '@smm/contract/order-requests-messages';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { FulfilmentOptions } from '../fulfilment/fulfilment-options.ts';
import {
  claimRefills,
  closeSettledCancels,
  failStaleRequests,
  recordRefillStatus,
  type ClaimedRefill,
} from './order-request-repository.ts';
import { MULTI_STATUS_LIMIT, type FulfilmentProvider } from '../fulfilment/provider.ts';
import type { ProviderRegistry } from '../fulfilment/provider-registry.ts';

export interface RefillSyncDeps {
  db: Database;
  clock: Clock;
  options: FulfilmentOptions;
  providers: ProviderRegistry;
}

/** A request whose provider call has not come back after this long was lost with its process. */
const STALE_REQUEST_MS = 10 * 60 * 1000;

export interface RefillSyncService {
  /**
   * Asks providers for the status of open refills (`refill_status`, up to 100 ids a call; no
   * transaction open meanwhile), closes accepted cancels whose order is final and fails requests
   * whose provider call was lost. Returns how many requests it looked at.
   */
  syncRequests(): Promise<number>;
}

export function createRefillSyncService(deps: RefillSyncDeps): RefillSyncService {
  const { db, clock, options } = deps;

  const syncChunk = async (provider: FulfilmentProvider | null, refills: ClaimedRefill[]) => {
    if (!provider) return;
    let answers;
    try {
      answers = await provider.refillStatus(refills.map((r) => r.refillId));
    } catch {
      return; // The lease already moved the next check later.
    }
    for (const refill of refills) {
      const answer = answers.get(refill.refillId);
      if (!answer?.ok) continue;
      const word = refillStatusWord(answer.value);
      await recordRefillStatus(
        db,
        refill.id,
        answer.value,
        word === 'Completed' || word === 'Rejected',
        clock.now(),
      );
    }
  };

  return {
    async syncRequests() {
      const now = clock.now();
      await failStaleRequests(db, new Date(now.getTime() - STALE_REQUEST_MS), now, M.lost);
      const closed = await closeSettledCancels(db, now);
      const claimed = await db.transaction((tx) =>
        claimRefills(tx, now, new Date(now.getTime() + options.syncIntervalMs), options.syncBatch),
      );
      const byProvider = new Map<number, ClaimedRefill[]>();
      for (const refill of claimed)
        byProvider.set(refill.providerId, [...(byProvider.get(refill.providerId) ?? []), refill]);
      const providers = deps.providers.forRun();
      for (const [providerId, refills] of byProvider) {
        const provider = await providers.get(providerId);
        for (let i = 0; i < refills.length; i += MULTI_STATUS_LIMIT)
          await syncChunk(provider, refills.slice(i, i + MULTI_STATUS_LIMIT));
      }
      return closed + claimed.length;
    },
  };
}
