import type { Queryable } from '../../db/database.ts';

/** The answer a key keeps: HTTP status and JSON body, replayed as they were. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

export interface KeyRecord {
  requestHash: string;
  /** Null only while the claiming transaction is open, which no other transaction sees. */
  answer: StoredAnswer | null;
}

export interface KeyClaim {
  memberId: number;
  key: string;
  requestHash: string;
  createdAt: Date;
}

/** The member's key if it was recorded after `since` (an older one is free again, swept or not). */
export async function findLiveKey(
  db: Queryable,
  memberId: number,
  key: string,
  since: Date,
): Promise<KeyRecord | null> {
  const { rows } = await db.query<{
    request_hash: string;
    response_status: number | null;
    response_body: unknown;
  }>(
    `SELECT request_hash, response_status, response_body FROM idempotency_keys
      WHERE member_id = $1 AND idem_key = $2 AND created_at > $3`,
    [memberId, key, since],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    requestHash: row.request_hash,
    answer: row.response_status === null ? null : { status: row.response_status, body: row.response_body },
  };
}

/**
 * Claims the key inside the order's transaction: true when this transaction now holds it. A key
 * another open transaction has just inserted makes this wait (the primary key) until that one ends;
 * then false if it committed, true if it rolled back. An expired row is taken over.
 */
export async function claimKey(tx: Queryable, claim: KeyClaim, expiredBefore: Date): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO idempotency_keys (member_id, idem_key, request_hash, created_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, idem_key) DO UPDATE
        SET request_hash = EXCLUDED.request_hash, response_status = NULL, response_body = NULL,
            created_at = EXCLUDED.created_at
      WHERE idempotency_keys.created_at <= $5
     RETURNING 1`,
    [claim.memberId, claim.key, claim.requestHash, claim.createdAt, expiredBefore],
  );
  return rows.length === 1;
}

/** The answer, written as the last statement of the transaction that claimed the key. */
export async function recordAnswer(
  tx: Queryable,
  memberId: number,
  key: string,
  answer: StoredAnswer,
): Promise<void> {
  await tx.query(
    `UPDATE idempotency_keys SET response_status = $3, response_body = $4::jsonb
      WHERE member_id = $1 AND idem_key = $2`,
    [memberId, key, answer.status, JSON.stringify(answer.body)],
  );
}

/** Deletes keys recorded at or before `before`; returns how many went. */
export async function deleteKeysBefore(db: Queryable, before: Date): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM idempotency_keys WHERE created_at <= $1', [before]);
  return rowCount;
}
