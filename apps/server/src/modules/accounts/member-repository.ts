import type { Queryable } from '../../db/database.ts';
import { returnedRow } from '../../db/returned-row.ts';
import { kstDaySql } from '../../db/kst-day.ts';

// Existence checks read rows.length: PGlite reports rowCount 0 for a SELECT.

export interface LoginRow {
  id: number;
  password_hash: string | null;
  token_version: number;
  blocked_at: Date | null;
}

export async function findLiveByLoginId(db: Queryable, loginId: string): Promise<LoginRow | null> {
  const { rows } = await db.query<LoginRow>(
    'SELECT id, password_hash, token_version, blocked_at FROM members WHERE lower(login_id) = lower($1) AND deleted_at IS NULL',
    [loginId],
  );
  return rows[0] ?? null;
}

export async function findLiveById(db: Queryable, id: number): Promise<LoginRow | null> {
  const { rows } = await db.query<LoginRow>(
    'SELECT id, password_hash, token_version, blocked_at FROM members WHERE id = $1 AND deleted_at IS NULL',
    [id],
  );
  return rows[0] ?? null;
}

/**
 * Whether a new member may not take this id: a member holds it in any spelling of case, or a deleted
 * member gave it up after `retiredSince` (docs/decisions/accounts.md).
 */
export async function loginIdTaken(db: Queryable, loginId: string, retiredSince: Date): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM members WHERE lower(login_id) = lower($1)
     UNION ALL
     SELECT 1 FROM retired_login_ids WHERE login_id_lower = lower($1) AND retired_at > $2`,
    [loginId, retiredSince],
  );
  return rows.length > 0;
}

/** Keeps a deleted member's id from reuse, from `now` (a later deletion of the same id renews it). */
export async function retireLoginId(tx: Queryable, loginId: string, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO retired_login_ids (login_id_lower, retired_at) VALUES (lower($1), $2)
     ON CONFLICT (login_id_lower) DO UPDATE SET retired_at = EXCLUDED.retired_at`,
    [loginId, now],
  );
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

/** How many members (deleted ones too: the row keeps its answer) chose each registration source. */
export async function countVisibleRegisterSources(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM register_sources WHERE visible',
  );
  return rows[0]?.n ?? 0;
}

export async function countByRegisterSource(db: Queryable, text?: string): Promise<Map<string, number>> {
  const { rows } = await db.query<{ text: string; n: number }>(
    `SELECT register_where AS text, count(*)::int AS n FROM members
      WHERE register_where IS NOT NULL AND ($1::text IS NULL OR register_where = $1)
      GROUP BY register_where`,
    [text ?? null],
  );
  return new Map(rows.map((row) => [row.text, row.n]));
}

/** Members who chose `from` now show `to` (a source renamed by the operator); returns how many. */
export async function renameRegisterSource(db: Queryable, from: string, to: string): Promise<number> {
  const { rowCount } = await db.query('UPDATE members SET register_where = $2 WHERE register_where = $1', [
    from,
    to,
  ]);
  return rowCount;
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
      m.registerWhere || null, // none chosen: the store offered no sources
      m.referredBy,
      m.apiKeyHash,
      m.apiKeyCipher,
    ],
  );
  return returnedRow(rows);
}

export interface ProfileRow {
  login_id: string;
  point_milli: number;
  api_key_cipher: string | null;
  referral_code: string | null;
  is_admin: boolean;
  /** The social provider of a member without a password, else null. */
  social_provider: 'naver' | 'kakao' | null;
}

export async function findProfile(db: Queryable, id: number): Promise<ProfileRow | null> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT m.login_id, m.point_milli, m.api_key_cipher, m.referral_code, m.is_admin,
            CASE WHEN m.password_hash IS NULL THEN
              (SELECT s.provider FROM social_accounts s WHERE s.member_id = m.id
                ORDER BY s.created_at LIMIT 1)
            END AS social_provider
       FROM members m WHERE m.id = $1 AND m.deleted_at IS NULL`,
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
): Promise<{ login_id: string | null; phone_number: string | null } | null> {
  const { rows } = await tx.query<{ login_id: string | null; phone_number: string | null }>(
    `UPDATE members AS m
        SET login_id = NULL, password_hash = NULL, email = NULL, phone_number = NULL, referral_code = NULL,
            api_key_hash = NULL, api_key_cipher = NULL, is_admin = false,
            deleted_at = $2, token_version = m.token_version + 1
       FROM (SELECT id, login_id, phone_number FROM members WHERE id = $1 AND deleted_at IS NULL FOR UPDATE) AS old
      WHERE m.id = old.id
      RETURNING old.login_id, old.phone_number`,
    [id, now],
  );
  return rows[0] ?? null;
}

/** Who a request acts for: the fields the guards put on `request.member`. */
export interface MemberIdentityRow {
  id: number;
  login_id: string;
  is_admin: boolean;
}

/**
 * The live member a session token names; a bumped token version means the token was revoked, and a
 * blocked member's tokens stop working at once (they work again when the block is lifted).
 */
export async function findSessionMember(
  db: Queryable,
  id: number,
  tokenVersion: number,
): Promise<MemberIdentityRow | null> {
  const { rows } = await db.query<MemberIdentityRow>(
    `SELECT id, login_id, is_admin FROM members
      WHERE id = $1 AND token_version = $2 AND deleted_at IS NULL AND blocked_at IS NULL`,
    [id, tokenVersion],
  );
  return rows[0] ?? null;
}

/** A key is high-entropy, so a plain indexed equality on its hash leaks nothing useful by timing. */
export async function findLiveByApiKeyHash(
  db: Queryable,
  hash: string,
): Promise<(MemberIdentityRow & { blocked: boolean }) | null> {
  const { rows } = await db.query<MemberIdentityRow & { blocked: boolean }>(
    `SELECT id, login_id, is_admin, blocked_at IS NOT NULL AS blocked FROM members
      WHERE api_key_hash = $1 AND deleted_at IS NULL`,
    [hash],
  );
  return rows[0] ?? null;
}

/** The live member linked to a provider identity, if any. */
export async function findLiveBySocialIdentity(
  db: Queryable,
  provider: string,
  providerUserId: string,
): Promise<{ id: number; token_version: number; blocked: boolean } | null> {
  const { rows } = await db.query<{ id: number; token_version: number; blocked: boolean }>(
    `SELECT m.id, m.token_version, m.blocked_at IS NOT NULL AS blocked FROM social_accounts s JOIN members m ON m.id = s.member_id
      WHERE s.provider = $1 AND s.provider_user_id = $2 AND m.deleted_at IS NULL`,
    [provider, providerUserId],
  );
  return rows[0] ?? null;
}

export async function findBalanceMilli(db: Queryable, id: number): Promise<number> {
  const { rows } = await db.query<{ point_milli: number }>('SELECT point_milli FROM members WHERE id = $1', [
    id,
  ]);
  return rows[0]?.point_milli ?? 0;
}

/** Locks the member's row for the rest of the transaction, so checks of that member cannot interleave. */
export async function lockMember(tx: Queryable, id: number): Promise<void> {
  await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [id]);
}

export async function findByLoginIdAnyState(
  db: Queryable,
  loginId: string,
): Promise<{ id: number; password_hash: string | null; is_admin: boolean } | null> {
  const { rows } = await db.query<{ id: number; password_hash: string | null; is_admin: boolean }>(
    'SELECT id, password_hash, is_admin FROM members WHERE lower(login_id) = lower($1)',
    [loginId],
  );
  return rows[0] ?? null;
}

/** Inserts an operator; false when the login id was taken a moment ago (another server process). */
export async function insertAdminIfAbsent(
  db: Queryable,
  loginId: string,
  passwordHash: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO members (login_id, password_hash, is_admin) VALUES ($1, $2, true)
     ON CONFLICT DO NOTHING RETURNING id`,
    [loginId, passwordHash],
  );
  return rows.length > 0;
}

/** Makes the member an operator with this password hash; `revokeSessions` bumps the token version. */
export async function promoteToAdmin(
  db: Queryable,
  id: number,
  passwordHash: string | null,
  revokeSessions: boolean,
): Promise<void> {
  await db.query(
    `UPDATE members SET is_admin = true, password_hash = $2,
            token_version = token_version + CASE WHEN $3::boolean THEN 1 ELSE 0 END
      WHERE id = $1`,
    [id, passwordHash, revokeSessions],
  );
}

/** Login ids by member id (null once a member is deleted), for lists that name members. */
export async function findLoginIds(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; login_id: string | null }>(
    'SELECT id, login_id FROM members WHERE id = ANY($1::bigint[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.login_id]));
}

/**
 * Members who joined in [from, to), by KST day number (the operator's dashboard). Operators are no
 * sign-ups: their accounts are made by the set-up, ADMIN_ID or another operator (issue 34).
 */
export async function countJoinedPerDay(db: Queryable, from: Date, to: Date): Promise<Map<number, number>> {
  const { rows } = await db.query<{ day: number; n: number }>(
    `SELECT ${kstDaySql('created_at')} AS day, count(*)::int AS n FROM members
      WHERE created_at >= $1 AND created_at < $2 AND NOT is_admin GROUP BY 1`,
    [from, to],
  );
  return new Map(rows.map((r) => [r.day, r.n]));
}

/** Whether any live member is an operator (the demo operator is made only for a shop with none). */
export async function anyOperatorExists(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM members WHERE is_admin AND deleted_at IS NULL LIMIT 1');
  return rows.length > 0;
}

/** A new operator account (no api key until it asks for one); null when the id is taken in any case. */
export async function insertOperator(
  tx: Queryable,
  loginId: string,
  passwordHash: string,
): Promise<{ id: number; token_version: number } | null> {
  const { rows } = await tx.query<{ id: number; token_version: number }>(
    `INSERT INTO members (login_id, password_hash, is_admin) VALUES ($1, $2, true)
     ON CONFLICT DO NOTHING RETURNING id, token_version`,
    [loginId, passwordHash],
  );
  return rows[0] ?? null;
}

/** The live operators, oldest first. */
export async function listOperators(
  db: Queryable,
): Promise<{ id: number; login_id: string; created_at: Date }[]> {
  const { rows } = await db.query<{ id: number; login_id: string; created_at: Date }>(
    `SELECT id, login_id, created_at FROM members
      WHERE is_admin AND deleted_at IS NULL AND login_id IS NOT NULL ORDER BY id`,
  );
  return rows;
}
