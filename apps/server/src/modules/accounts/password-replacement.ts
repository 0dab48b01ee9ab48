import type { Database, Queryable } from '../../db/database.ts';
import type { IssuedApiKey } from './account-secrets.ts';
import { updateApiKey, updatePassword } from './member-repository.ts';
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
 * issued before ends; any reset link still out dies; the API key is replaced by `newKey`. Whoever
 * knew the old password could read the key on /account, so a member who changes or resets a
 * password after a break-in is rid of both (the new key is on /account; docs/decisions/accounts.md).
 */
export async function replacePassword(
  db: Database,
  newPassword: string,
  newKey: IssuedApiKey,
  claim: (tx: Queryable) => Promise<number | null>,
): Promise<number | null> {
  const hash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const memberId = await claim(tx);
    if (memberId === null) return null;
    await updatePassword(tx, memberId, hash);
    await updateApiKey(tx, memberId, newKey.hash, newKey.cipher);
    await deleteResetTokensOf(tx, memberId);
    return memberId;
  });
}
