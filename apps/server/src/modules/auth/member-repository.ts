import type { Queryable } from '../../db/database.ts';

// Existence checks read rows.length: PGlite reports rowCount 0 for a SELECT.

export interface LoginRow {
  id: number;
  password_hash: string | null;
  token_version: number;
}

export async function findLiveByLoginId(db: Queryable, loginId: string): Promise<LoginRow | null> {
  const { rows } = await db.query<LoginRow>(
    'SELECT id, password_hash, token_version FROM members WHERE login_id = $1 AND deleted_at IS NULL',
    [loginId],
  );
  return rows[0] ?? null;
}

export async function findLiveById(db: Queryable, id: number): Promise<LoginRow | null> {
  const { rows } = await db.query<LoginRow>(
    'SELECT id, password_hash, token_version FROM members WHERE id = $1 AND deleted_at IS NULL',
    [id],
  );
  return rows[0] ?? null;
}

export async function loginIdExists(db: Queryable, loginId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM members WHERE login_id = $1', [loginId]);
  return rows.length > 0;
}

export async function phoneNumberExists(db: Queryable, phoneNumber: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM members WHERE phone_number = $1', [phoneNumber]);
  return rows.length > 0;
}

export async function findReferrerId(db: Queryable, referralCode: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM members WHERE referral_code = $1 AND deleted_at IS NULL',
    [referralCode],
  );
  return rows[0]?.id ?? null;
}

export async function registerSourceExists(db: Queryable, text: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM register_sources WHERE text = $1 AND visible', [text]);
  return rows.length > 0;
}

export interface NewMemberRow {
  loginId: string;
  passwordHash: string | null;
  email: string | null;
  phoneNumber: string | null;
  registerWhere: string;
  referredBy: number | null;
  apiKeyHash: string;
  apiKeyCipher: string;
}

export async function insertMember(
  tx: Queryable,
  m: NewMemberRow,
): Promise<{ id: number; token_version: number }> {
  const { rows } = await tx.query<{ id: number; token_version: number }>(
    `INSERT INTO members (login_id, password_hash, email, phone_number, register_where, referred_by, api_key_hash, api_key_cipher)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, token_version`,
    [
      m.loginId,
      m.passwordHash,
      m.email,
      m.phoneNumber,
      m.registerWhere,
      m.referredBy,
      m.apiKeyHash,
      m.apiKeyCipher,
    ],
  );
  return rows[0]!;
}

export interface ProfileRow {
  login_id: string;
  point_milli: number;
  api_key_cipher: string | null;
  referral_code: string | null;
  is_admin: boolean;
}

export async function findProfile(db: Queryable, id: number): Promise<ProfileRow | null> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT login_id, point_milli, api_key_cipher, referral_code, is_admin
       FROM members WHERE id = $1 AND deleted_at IS NULL`,
    [id],
  );
  return rows[0] ?? null;
}

/** Sets a new password hash and revokes every token issued before. */
export async function updatePassword(db: Queryable, id: number, passwordHash: string): Promise<void> {
  await db.query(
    'UPDATE members SET password_hash = $2, token_version = token_version + 1 WHERE id = $1 AND deleted_at IS NULL',
    [id, passwordHash],
  );
}

export async function updateApiKey(
  db: Queryable,
  id: number,
  hash: string,
  cipher: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE members SET api_key_hash = $2, api_key_cipher = $3 WHERE id = $1 AND deleted_at IS NULL',
    [id, hash, cipher],
  );
  return rowCount > 0;
}

/** Sets the referral code only if the member has none: null when one exists (also under a race). */
export async function setReferralCodeIfNone(db: Queryable, id: number, code: string): Promise<string | null> {
  const { rows } = await db.query<{ referral_code: string }>(
    `UPDATE members SET referral_code = $2 WHERE id = $1 AND referral_code IS NULL AND deleted_at IS NULL
     RETURNING referral_code`,
    [id, code],
  );
  return rows[0]?.referral_code ?? null;
}

/**
 * Account deletion: the row stays (orders, payments and the ledger refer to it and must be kept by
 * law) but carries no personal data any more; the id, phone number and api key become free.
 */
export async function pseudonymise(
  tx: Queryable,
  id: number,
  now: Date,
): Promise<{ phone_number: string | null } | null> {
  const { rows } = await tx.query<{ phone_number: string | null }>(
    `UPDATE members AS m
        SET login_id = NULL, password_hash = NULL, email = NULL, phone_number = NULL, referral_code = NULL,
            api_key_hash = NULL, api_key_cipher = NULL, is_admin = false,
            deleted_at = $2, token_version = m.token_version + 1
       FROM (SELECT id, phone_number FROM members WHERE id = $1 AND deleted_at IS NULL FOR UPDATE) AS old
      WHERE m.id = old.id
      RETURNING old.phone_number`,
    [id, now],
  );
  return rows[0] ?? null;
}
