import { createHash, randomBytes } from 'node:crypto';
import { RESET_LINK_TTL_MINUTES } from '@smm/contract/account-recovery';
import type { Queryable } from '../../db/database.ts';
import { storeResetToken } from './reset-token-repository.ts';

/** The stored form of a reset token: sha256 hex (the token is 256 random bits, so no salt is needed). */
export function resetTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * A new reset link's token for the member, valid RESET_LINK_TTL_MINUTES; the member's older link
 * dies with it. Returns the token itself, which exists only in the mail.
 */
export async function issueResetToken(tx: Queryable, memberId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await storeResetToken(tx, {
    memberId,
    tokenHash: resetTokenHash(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MINUTES * 60_000),
  });
  return token;
}
