import type { Database, Queryable } from '../../db/database.ts';
import { updatePassword } from './member-repository.ts';
import { hashPassword } from './password-hasher.ts';
import { deleteResetTokensOf } from './reset-token-repository.ts';

/**
 * The one way a member's password is replaced: the password change on /account, the reset through
 * an e-mailed link and the reset with a phone code all come here, so a rule about what a new
 * password does applies to all three.
 *
 * `claim` runs first inside the transaction and names the member (or null: nothing changes), so a
 * caller can spend its proof (a reset token, a phone code) atomically with the change. The hash is
 * computed before the transaction opens.
 *
 * What a new password does: the hash is replaced; the token version goes up, so every session
 * issued before ends; any reset link still out dies. The API key is kept: a password change does
 * not rotate it (the key is a separate credential the member renews on /account).
 */
export async function replacePassword(
  db: Database,
  newPassword: string,
  claim: (tx: Queryable) => Promise<number | null>,
): Promise<number | null> {
  const hash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const memberId = await claim(tx);
    if (memberId === null) return null;
    await updatePassword(tx, memberId, hash);
    await deleteResetTokensOf(tx, memberId);
    return memberId;
  });
}
