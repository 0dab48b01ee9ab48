import type { Queryable } from '../../db/database.ts';

/**
 * Links between members and Naver / Kakao identities. The accounts module owns them (sign-up
 * creates them, deletion removes them); the social module only asks the providers who someone is.
 */
export type SocialProvider = 'naver' | 'kakao';

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
