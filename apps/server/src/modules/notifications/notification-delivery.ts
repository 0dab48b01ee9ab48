import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { channelSenders } from './notification-channels.ts';
import { claimDueNotifications, markAttemptFailed, markDelivered } from './notification-repository.ts';

export interface NotificationDeliveryOptions {
  timeoutMs: number;
  /** First retry after this; doubled per attempt up to `backoffCapMs`. */
  backoffBaseMs: number;
  backoffCapMs: number;
  /** Given up after this many attempts (about a day with the defaults). */
  maxAttempts: number;
  batch: number;
}

export const DEFAULT_DELIVERY_OPTIONS: NotificationDeliveryOptions = {
  timeoutMs: 5_000,
  backoffBaseMs: 30_000,
  backoffCapMs: 60 * 60_000,
  maxAttempts: 30,
  batch: 20,
};

export function notificationRetryDelayMs(attempts: number, o: NotificationDeliveryOptions): number {
  return Math.min(o.backoffBaseMs * 2 ** Math.max(0, attempts - 1), o.backoffCapMs);
}

/** The sweep that sends the outbox: claim in a short transaction, send outside it, record the outcome. */
export function createNotificationDelivery(deps: {
  db: Database;
  clock: Clock;
  config: Config;
  options?: Partial<NotificationDeliveryOptions>;
}) {
  const options = { ...DEFAULT_DELIVERY_OPTIONS, ...deps.options };
  const senders = channelSenders(deps.config, options.timeoutMs);
  const { db, clock } = deps;
  return {
    /** Sends what is due; returns how many were delivered. */
    async deliverDue(): Promise<number> {
      const now = clock.now();
      const leaseUntil = new Date(now.getTime() + 2 * options.timeoutMs + 60_000);
      const claimed = await db.transaction((tx) => claimDueNotifications(tx, now, leaseUntil, options.batch));
      let delivered = 0;
      await Promise.all(
        claimed.map(async (n) => {
          const send = senders[n.channel];
          try {
            if (!send) throw new Error(`channel ${n.channel} is no longer configured`);
            await send(n);
            await markDelivered(db, n.id, clock.now());
            delivered++;
          } catch (error) {
            const at = clock.now();
            const retry =
              send && n.attempts < options.maxAttempts
                ? new Date(at.getTime() + notificationRetryDelayMs(n.attempts, options))
                : null;
            await markAttemptFailed(
              db,
              n.id,
              error instanceof Error ? error.message : String(error),
              at,
              retry,
            );
          }
        }),
      );
      return delivered;
    },
  };
}
export type NotificationDelivery = ReturnType<typeof createNotificationDelivery>;
