import type { AdminMembersQuery, LoginType, MemberState } from '@smm/contract/admin-members';
import type { Queryable } from '../../db/database.ts';
import { queryKeysetPage } from '../../db/keyset-page.ts';
import { containsPattern } from '../../db/like-pattern.ts';

/** A member as the operator's console sees it (the members table and its social link). */
export interface AdminMemberDbRow {
  id: number;
  login_id: string | null;
  created_at: Date;
  point_milli: number;
  is_admin: boolean;
  blocked_at: Date | null;
  deleted_at: Date | null;
  login_type: LoginType;
}

export interface AdminMemberDetailDbRow extends AdminMemberDbRow {
  email: string | null;
  phone_number: string | null;
  register_where: string | null;
  referral_code: string | null;
  referred_by: number | null;
  has_api_key: boolean;
}

// A member signed up through at most one provider (social sign-up creates the link); none is general.
const LOGIN_TYPE = `COALESCE((SELECT s.provider FROM social_accounts s WHERE s.member_id = m.id
                              ORDER BY s.created_at LIMIT 1), 'general')`;
const COLUMNS = `m.id, m.login_id, m.created_at, m.point_milli, m.is_admin, m.blocked_at, m.deleted_at,
                 ${LOGIN_TYPE} AS login_type`;

const STATE_CONDITION: Record<MemberState, string> = {
  active: 'm.deleted_at IS NULL AND m.blocked_at IS NULL',
  blocked: 'm.deleted_at IS NULL AND m.blocked_at IS NOT NULL',
  deleted: 'm.deleted_at IS NOT NULL',
};

/** Newest members first, keyset paged; `q` matches the number, login id, e-mail or phone. */
export async function listAdminMembers(db: Queryable, query: AdminMembersQuery): Promise<AdminMemberDbRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const q = query.q?.trim();
  if (q) {
    // The login id and e-mail, lower-cased once when written (migration 0039): ILIKE lower-cased
    // both sides of every comparison, four times the cost of reading every member. Neither holds a
    // newline, so a term with one (the column's separator between them) matches neither.
    const matches = q.includes('\n')
      ? ['false']
      : [`m.search_text LIKE lower($${params.push(containsPattern(q))})`];
    // Phone numbers are stored as digits; '010-1234-5678' finds them too.
    const digits = q.replace(/\D/g, '');
    if (digits.length >= 3) matches.push(`m.phone_number LIKE $${params.push(`%${digits}%`)}`);
    if (/^\d{1,15}$/.test(q)) matches.push(`m.id = $${params.push(Number(q))}`);
    where.push(`(${matches.join(' OR ')})`);
  }
  if (query.state) where.push(STATE_CONDITION[query.state]);
  if (query.loginType === 'general')
    where.push('NOT EXISTS (SELECT 1 FROM social_accounts s WHERE s.member_id = m.id)');
  else if (query.loginType)
    where.push(
      `EXISTS (SELECT 1 FROM social_accounts s WHERE s.member_id = m.id AND s.provider = $${params.push(query.loginType)})`,
    );
  return queryKeysetPage<AdminMemberDbRow>(
    db,
    { select: `SELECT ${COLUMNS} FROM members m`, id: 'm.id', where, params },
    query,
  );
}

export async function findAdminMember(db: Queryable, id: number): Promise<AdminMemberDetailDbRow | null> {
  const { rows } = await db.query<AdminMemberDetailDbRow>(
    `SELECT ${COLUMNS}, m.email, m.phone_number, m.register_where, m.referral_code, m.referred_by,
            m.api_key_hash IS NOT NULL AS has_api_key
       FROM members m WHERE m.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Locks a member's row for an action and answers its state before the action. */
export async function lockAdminMember(tx: Queryable, id: number): Promise<AdminMemberDbRow | null> {
  const { rows } = await tx.query<AdminMemberDbRow>(
    `SELECT ${COLUMNS} FROM members m WHERE m.id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * Conditional state changes of the console: each touches its one column and only when the state
 * allows it (a live member, not already in the target state); false when nothing changed. Blocking
 * leaves token_version alone, so lifting the block gives the member's sessions back.
 */
export async function setBlocked(tx: Queryable, id: number, at: Date | null): Promise<boolean> {
  const { rows } = await tx.query(
    at
      ? 'UPDATE members SET blocked_at = $2 WHERE id = $1 AND deleted_at IS NULL AND blocked_at IS NULL RETURNING id'
      : 'UPDATE members SET blocked_at = NULL WHERE id = $1 AND deleted_at IS NULL AND blocked_at IS NOT NULL RETURNING id',
    at ? [id, at] : [id],
  );
  return rows.length > 0;
}

export async function setAdmin(tx: Queryable, id: number, isAdmin: boolean): Promise<boolean> {
  const { rows } = await tx.query(
    'UPDATE members SET is_admin = $2 WHERE id = $1 AND deleted_at IS NULL AND is_admin <> $2 RETURNING id',
    [id, isAdmin],
  );
  return rows.length > 0;
}
