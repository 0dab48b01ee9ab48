import type { Queryable } from '../../db/database.ts';

/** Stores the member's one live reset token; an older one is replaced (and so dies). */
export async function storeResetToken(
  tx: Queryable,
  t: { memberId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO password_reset_tokens (member_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id) DO UPDATE
        SET token_hash = EXCLUDED.token_hash, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at`,
    [t.memberId, t.tokenHash, t.createdAt, t.expiresAt],
  );
}

/** The live member a live token belongs to, without using it up. */
export async function findResetTokenOwner(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<{ member_id: number; login_id: string } | null> {
  const { rows } = await db.query<{ member_id: number; login_id: string }>(
    `SELECT t.member_id, m.login_id FROM password_reset_tokens t JOIN members m ON m.id = t.member_id
      WHERE t.token_hash = $1 AND t.expires_at > $2 AND m.deleted_at IS NULL`,
    [tokenHash, now],
  );
  return rows[0] ?? null;
}

/**
 * Uses a live token up (deletes it) and answers its member; null when it is unknown, expired,
 * already used or replaced. One statement, so two uses of one link cannot both succeed.
 */
export async function takeResetToken(tx: Queryable, tokenHash: string, now: Date): Promise<number | null> {
  const { rows } = await tx.query<{ member_id: number }>(
    `DELETE FROM password_reset_tokens t USING members m
      WHERE t.token_hash = $1 AND t.expires_at > $2 AND m.id = t.member_id AND m.deleted_at IS NULL
      RETURNING t.member_id`,
    [tokenHash, now],
  );
  return rows[0]?.member_id ?? null;
}

export async function deleteResetTokensOf(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('DELETE FROM password_reset_tokens WHERE member_id = $1', [memberId]);
}
