import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import { insertNotifications, type NotificationChannel } from './notification-repository.ts';
import type { OperatorEvent } from './operator-events.ts';

/**
 * Tells the operator about an event. `notify` only writes the outbox inside the caller's
 * transaction (the event and its notice commit together); the delivery sweep sends it later, so
 * no request ever waits on, or fails with, a webhook or Telegram.
 */
export interface OperatorNotifier {
  notify(tx: Queryable, event: OperatorEvent): Promise<void>;
}

/** The channels the configuration turns on (README "Configuration"). */
export function configuredChannels(config: Config): NotificationChannel[] {
  const channels: NotificationChannel[] = [];
  if (config.OPERATOR_WEBHOOK_URL) channels.push('webhook');
  if (config.TELEGRAM_BOT_TOKEN && config.TELEGRAM_CHAT_ID) channels.push('telegram');
  return channels;
}

export function createOperatorNotifier(deps: { config: Config; clock: Clock }): OperatorNotifier {
  const channels = configuredChannels(deps.config);
  return {
    notify: (tx, event) => insertNotifications(tx, channels, event, deps.clock.now()),
  };
}
