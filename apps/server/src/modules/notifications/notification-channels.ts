import type { Config } from '../../config.ts';
import type { ClaimedNotification, NotificationChannel } from './notification-repository.ts';

/** Sends one notification; throws with a short reason when the channel did not accept it. */
export type ChannelSender = (notification: ClaimedNotification) => Promise<void>;

async function postJson(url: string, body: unknown, timeoutMs: number): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  // Drain the body so the connection is released; its content is not needed.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}

/** The senders of the channels configured now; a channel missing here is no longer configured. */
export function channelSenders(
  config: Config,
  timeoutMs: number,
): Partial<Record<NotificationChannel, ChannelSender>> {
  const senders: Partial<Record<NotificationChannel, ChannelSender>> = {};
  const webhook = config.OPERATOR_WEBHOOK_URL;
  if (webhook) {
    senders.webhook = (n) => postJson(webhook, { type: n.type, text: n.text, data: n.data }, timeoutMs);
  }
  const { TELEGRAM_BOT_TOKEN: token, TELEGRAM_CHAT_ID: chatId } = config;
  if (token && chatId) {
    // Bot API sendMessage (https://core.telegram.org/bots/api#sendmessage); plain text, no parse mode.
    const url = `${config.TELEGRAM_API_BASE_URL.replace(/\/$/, '')}/bot${token}/sendMessage`;
    senders.telegram = (n) => postJson(url, { chat_id: chatId, text: n.text }, timeoutMs);
  }
  return senders;
}
