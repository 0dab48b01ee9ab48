import type { SocialProvider } from '@smm/contract/account-recovery-messages';
import type { Queryable } from '../../db/database.ts';

/** A live member as '아이디 찾기' and '비밀번호 찾기' see it. */
export interface RecoveryMemberRow {
  id: number;
  login_id: string;
  email: string | null;
  phone_number: string | null;
  has_password: boolean;
  created_at: Date;
  /** The provider of a social sign-up, null for a general member. */
  provider: SocialProvider | null;
}

const COLUMNS = `m.id, m.login_id, m.email, m.phone_number, m.password_hash IS NOT NULL AS has_password, m.created_at,
  (SELECT s.provider FROM social_accounts s WHERE s.member_id = m.id ORDER BY s.created_at LIMIT 1) AS provider`;

export async function findRecoveryByPhone(
  db: Queryable,
  phoneNumber: string,
): Promise<RecoveryMemberRow | null> {
  const { rows } = await db.query<RecoveryMemberRow>(
    `SELECT ${COLUMNS} FROM members m WHERE m.phone_number = $1 AND m.deleted_at IS NULL`,
    [phoneNumber],
  );
  return rows[0] ?? null;
}

/** Live members on an address, compared case-insensitively (an address may hold several), oldest first. */
export async function findRecoveryByEmail(
  db: Queryable,
  email: string,
  limit: number,
): Promise<RecoveryMemberRow[]> {
  const { rows } = await db.query<RecoveryMemberRow>(
    `SELECT ${COLUMNS} FROM members m WHERE lower(m.email) = lower($1) AND m.deleted_at IS NULL
      ORDER BY m.id LIMIT $2`,
    [email, limit],
  );
  return rows;
}

export async function findRecoveryByLoginId(
  db: Queryable,
  loginId: string,
): Promise<RecoveryMemberRow | null> {
  const { rows } = await db.query<RecoveryMemberRow>(
    `SELECT ${COLUMNS} FROM members m WHERE lower(m.login_id) = lower($1) AND m.deleted_at IS NULL`,
    [loginId],
  );
  return rows[0] ?? null;
}

export async function findRecoveryById(db: Queryable, id: number): Promise<RecoveryMemberRow | null> {
  const { rows } = await db.query<RecoveryMemberRow>(
    `SELECT ${COLUMNS} FROM members m WHERE m.id = $1 AND m.deleted_at IS NULL`,
    [id],
  );
  return rows[0] ?? null;
}

/** Locks the member if it is still live and still on this number (the phone reset's claim). */
export async function lockMemberOnPhone(tx: Queryable, id: number, phoneNumber: string): Promise<boolean> {
  const { rows } = await tx.query(
    'SELECT id FROM members WHERE id = $1 AND phone_number = $2 AND deleted_at IS NULL FOR UPDATE',
    [id, phoneNumber],
  );
  return rows.length > 0;
}

/** The operator's "reset phone number": the number becomes free; false when there was none. */
export async function clearPhoneNumber(tx: Queryable, id: number): Promise<boolean> {
  const { rows } = await tx.query(
    'UPDATE members SET phone_number = NULL WHERE id = $1 AND deleted_at IS NULL AND phone_number IS NOT NULL RETURNING id',
    [id],
  );
  return rows.length > 0;
}
