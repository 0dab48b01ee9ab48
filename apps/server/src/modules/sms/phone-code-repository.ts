import type { Queryable } from '../../db/database.ts';

export interface NewPhoneCode {
  phoneNumber: string;
  codeHash: string;
  sentAt: Date;
  expiresAt: Date;
  /** A code already sent at or before this time may be replaced; a newer one may not (resend cooldown). */
  cooledDownBefore: Date;
}

/** Stores a fresh code (attempts back to 0) unless the previous one is too recent. False while cooling down. */
export async function storeCodeIfCooledDown(db: Queryable, c: NewPhoneCode): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO phone_codes AS p (phone_number, code_hash, sent_at, expires_at, attempts)
     VALUES ($1, $2, $3, $4, 0)
     ON CONFLICT (phone_number) DO UPDATE
        SET code_hash = EXCLUDED.code_hash, sent_at = EXCLUDED.sent_at, expires_at = EXCLUDED.expires_at, attempts = 0
      WHERE p.sent_at <= $5
     RETURNING phone_number`,
    [c.phoneNumber, c.codeHash, c.sentAt, c.expiresAt, c.cooledDownBefore],
  );
  return rows.length > 0;
}

/**
 * Spends one attempt on the number's live code and returns its hash; null when there is no code, it
 * expired or its attempts are used up. One conditional UPDATE, so concurrent guesses cannot exceed the cap.
 */
export async function takeAttempt(
  db: Queryable,
  phoneNumber: string,
  now: Date,
  maxAttempts: number,
): Promise<string | null> {
  const { rows } = await db.query<{ code_hash: string }>(
    `UPDATE phone_codes SET attempts = attempts + 1
      WHERE phone_number = $1 AND expires_at > $2 AND attempts < $3
      RETURNING code_hash`,
    [phoneNumber, now, maxAttempts],
  );
  return rows[0]?.code_hash ?? null;
}

export async function findCode(
  db: Queryable,
  phoneNumber: string,
): Promise<{ expires_at: Date; attempts: number } | null> {
  const { rows } = await db.query<{ expires_at: Date; attempts: number }>(
    'SELECT expires_at, attempts FROM phone_codes WHERE phone_number = $1',
    [phoneNumber],
  );
  return rows[0] ?? null;
}

/** Removes the code; with `codeHash`, only if it is still that code. True when a row went. */
export async function deleteCode(db: Queryable, phoneNumber: string, codeHash?: string): Promise<boolean> {
  const { rowCount } = codeHash
    ? await db.query('DELETE FROM phone_codes WHERE phone_number = $1 AND code_hash = $2', [
        phoneNumber,
        codeHash,
      ])
    : await db.query('DELETE FROM phone_codes WHERE phone_number = $1', [phoneNumber]);
  return rowCount > 0;
}
