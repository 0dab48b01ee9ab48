import type { Clock } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { OperatorNotifier } from '../notifications/operator-notifier.ts';
import { providerLowBalanceEvent } from '../notifications/operator-events.ts';
import type { FulfilmentOptions } from '../fulfilment/fulfilment-options.ts';
import type { FulfilmentProvider } from '../fulfilment/provider.ts';
import {
  claimBalanceChecks,
  lockBalanceAlert,
  recordBalance,
  recordBalanceError,
} from './provider-admin-repository.ts';
import { consoleFailureMessage } from './console-failure-message.ts';
import type { ProviderRegistry } from '../fulfilment/provider-registry.ts';

/** One balance read: the amount as exact decimal text and its currency, or why there is none. */
export type BalanceReading = { balance: string; currency: string } | { error: string };

/** Providers whose balance one sweep run reads at most (their calls run concurrently). */
const BALANCE_BATCH = 20;

/**
 * Provider balances: read by a sweep every PROVIDER_BALANCE_INTERVAL_MS (and by the console's
 * connection test), stored on the provider, and compared with its low-balance threshold.
 */
export interface ProviderBalanceService {
  /** The sweep: reads the balance of every enabled provider that is due; answers how many were asked. */
  refreshDue(): Promise<number>;
  /**
   * Stores one reading inside the caller's transaction. A reading below the threshold queues the
   * operator notification when the previous reading was not below it: one notice per crossing.
   */
  record(tx: Queryable, providerId: number, reading: BalanceReading): Promise<void>;
}

export function createProviderBalanceService(deps: {
  db: Database;
  clock: Clock;
  providers: ProviderRegistry;
  options: Pick<FulfilmentOptions, 'timeoutMs' | 'balanceIntervalMs'>;
  notifier?: OperatorNotifier;
}): ProviderBalanceService {
  const { db, clock, options } = deps;
  const nextCheck = () => new Date(clock.now().getTime() + options.balanceIntervalMs);

  const record = async (tx: Queryable, providerId: number, reading: BalanceReading): Promise<void> => {
    if ('error' in reading) return recordBalanceError(tx, providerId, reading.error);
    const before = await lockBalanceAlert(tx, providerId);
    if (!before) return;
    const after = await recordBalance(tx, providerId, reading, clock.now(), nextCheck());
    if (after.low && !before.notified && after.threshold !== null) {
      await deps.notifier?.notify(
        tx,
        providerLowBalanceEvent({
          providerId,
          name: after.name,
          balance: Number(after.balance),
          currency: reading.currency || null,
          threshold: Number(after.threshold),
        }),
      );
    }
  };

  return {
    record,
    async refreshDue() {
      const ids = await claimBalanceChecks(db, clock.now(), nextCheck(), BALANCE_BATCH);
      const lookup = deps.providers.forRun();
      await Promise.all(
        ids.map(async (id) => {
          // Turned off (or removed) since the claim: nothing to ask.
          const adapter = await lookup.get(id).catch(() => null);
          if (!adapter) return;
          const reading = await readBalance(adapter, options.timeoutMs);
          await db.transaction((tx) => record(tx, id, reading));
        }),
      );
      return ids.length;
    },
  };
}

/** A decimal as panels write balances ("1000000.00", "-3.5"); anything else is not stored. */
const DECIMAL = /^-?\d{1,15}(?:\.\d{1,10})?$/;

/** Asks the provider for its balance; never throws (a failure becomes its Korean reason). */
export async function readBalance(provider: FulfilmentProvider, timeoutMs: number): Promise<BalanceReading> {
  try {
    const { balance, currency } = await provider.balance();
    const amount = balance.replace(/,/g, '').trim();
    if (!DECIMAL.test(amount))
      return { error: `잔액 조회 실패: 공급처가 알려 준 잔액을 숫자로 읽을 수 없습니다: "${balance}"` };
    return { balance: amount, currency: currency.trim().slice(0, 10) };
  } catch (error) {
    return { error: consoleFailureMessage(error, 'balance', timeoutMs) };
  }
}
