import type { Queryable } from '../../db/database.ts';
import type { OperatorEvent } from './operator-events.ts';

export type NotificationChannel = 'webhook' | 'telegram';

export interface ClaimedNotification {
  id: number;
  channel: NotificationChannel;
  type: string;
  text: string;
  data: Record<string, unknown>;
  attempts: number;
}

export async function insertNotifications(
  tx: Queryable,
  channels: readonly NotificationChannel[],
  event: OperatorEvent,
  now: Date,
): Promise<void> {
  if (channels.length === 0) return;
  await tx.query(
    `INSERT INTO operator_notifications (channel, type, text, data, created_at, next_attempt_at)
     SELECT channel, $2, $3, $4, $5, $5 FROM unnest($1::text[]) AS channel`,
    [channels, event.type, event.text, JSON.stringify(event.data), now],
  );
}

/**
 * Claims due notifications for one process (rows another holds are skipped) and counts the
 * attempt; `leaseUntil` is when a claim whose sender died is tried again. Committed before sending.
 */
export async function claimDueNotifications(
  tx: Queryable,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedNotification[]> {
  const { rows } = await tx.query<ClaimedNotification>(
    `WITH due AS (
       SELECT id FROM operator_notifications
        WHERE delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $1
        ORDER BY next_attempt_at, id LIMIT $3
        FOR UPDATE SKIP LOCKED)
     UPDATE operator_notifications n SET attempts = n.attempts + 1, next_attempt_at = $2
       FROM due WHERE n.id = due.id
     RETURNING n.id, n.channel, n.type, n.text, n.data, n.attempts`,
    [now, leaseUntil, limit],
  );
  return rows;
}

export async function markDelivered(q: Queryable, id: number, now: Date): Promise<void> {
  await q.query('UPDATE operator_notifications SET delivered_at = $2, last_error = NULL WHERE id = $1', [
    id,
    now,
  ]);
}

/** A failed attempt: try again at `retryAt`, or give up when it is null. */
export async function markAttemptFailed(
  q: Queryable,
  id: number,
  error: string,
  now: Date,
  retryAt: Date | null,
): Promise<void> {
  await q.query(
    `UPDATE operator_notifications
        SET last_error = $2, next_attempt_at = COALESCE($4, next_attempt_at), failed_at = CASE WHEN $4::timestamptz IS NULL THEN $3::timestamptz END
      WHERE id = $1 AND delivered_at IS NULL`,
    [id, error.slice(0, 500), now, retryAt],
  );
}
