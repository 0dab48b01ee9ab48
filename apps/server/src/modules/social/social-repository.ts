import type { Queryable } from '../../db/database.ts';

export type SocialProvider = 'naver' | 'kakao';

/** The live member linked to a provider identity, if any. */
export async function findLinkedMember(
  db: Queryable,
  provider: SocialProvider,
  providerUserId: string,
): Promise<{ id: number; token_version: number } | null> {
  const { rows } = await db.query<{ id: number; token_version: number }>(
    `SELECT m.id, m.token_version FROM social_accounts s JOIN members m ON m.id = s.member_id
      WHERE s.provider = $1 AND s.provider_user_id = $2 AND m.deleted_at IS NULL`,
    [provider, providerUserId],
  );
  return rows[0] ?? null;
}

export async function linkIdentity(
  tx: Queryable,
  provider: SocialProvider,
  providerUserId: string,
  memberId: number,
): Promise<void> {
  await tx.query('INSERT INTO social_accounts (provider, provider_user_id, member_id) VALUES ($1, $2, $3)', [
    provider,
    providerUserId,
    memberId,
  ]);
}

export async function unlinkAll(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('DELETE FROM social_accounts WHERE member_id = $1', [memberId]);
}
