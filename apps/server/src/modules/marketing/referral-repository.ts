import type { Queryable } from '../../db/database.ts';
import { queryKeysetPage, type KeysetPage } from '../../db/keyset-page.ts';
import { returnedRow } from '../../db/returned-row.ts';

/** The member's referrer while the commission period lasts at `at`, or null. */
export async function activeReferrer(
  q: Queryable,
  memberId: number,
  months: number,
  at: Date,
): Promise<number | null> {
  const { rows } = await q.query<{ referrer: number }>(
    `SELECT r.id AS referrer FROM members m JOIN members r ON r.id = m.referred_by
      WHERE m.id = $1 AND r.deleted_at IS NULL AND m.created_at + make_interval(months => $2::int) > $3`,
    [memberId, months, at],
  );
  return rows[0]?.referrer ?? null;
}

export async function isBooked(q: Queryable, key: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM point_ledger WHERE idempotency_key = $1', [key]);
  return rows.length > 0;
}

export interface ReferralTotals {
  earned_milli: number;
  paid_milli: number;
  pending_milli: number;
}

export async function totals(q: Queryable, memberId: number): Promise<ReferralTotals> {
  const { rows } = await q.query<ReferralTotals>(
    `SELECT COALESCE((SELECT sum(delta_milli) FROM point_ledger WHERE member_id = $1 AND reason = 'commission'), 0)::bigint AS earned_milli,
            COALESCE((SELECT sum(amount_milli) FROM referral_payouts WHERE member_id = $1 AND state = 'approved'), 0)::bigint AS paid_milli,
            COALESCE((SELECT sum(amount_milli) FROM referral_payouts WHERE member_id = $1 AND state = 'pending'), 0)::bigint AS pending_milli`,
    [memberId],
  );
  return returnedRow(rows);
}

export interface ReferredRow {
  login_id: string | null;
  created_at: Date;
  earned_milli: number;
}

/** The members the referrer brought, newest first, with the commission each earned them. */
export async function listReferred(q: Queryable, referrerId: number): Promise<ReferredRow[]> {
  const { rows } = await q.query<ReferredRow>(
    `SELECT m.login_id, m.created_at,
            COALESCE((SELECT sum(l.delta_milli) FROM point_ledger l
                       WHERE l.member_id = $1 AND l.reason = 'commission'
                         AND ((l.ref_type = 'point_request' AND l.ref_id IN (SELECT id FROM point_requests WHERE member_id = m.id))
                           OR (l.ref_type = 'order' AND l.ref_id IN (SELECT id FROM orders WHERE member_id = m.id)))), 0)::bigint
              AS earned_milli
       FROM members m WHERE m.referred_by = $1 ORDER BY m.id DESC LIMIT 500`,
    [referrerId],
  );
  return rows;
}

export async function referralCode(q: Queryable, memberId: number): Promise<string | null> {
  const { rows } = await q.query<{ referral_code: string | null }>(
    'SELECT referral_code FROM members WHERE id = $1',
    [memberId],
  );
  return rows[0]?.referral_code ?? null;
}

export interface PayoutRow {
  id: number;
  member_id: number;
  amount_milli: number;
  bank: string;
  account_number: string;
  holder: string;
  state: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

export async function insertPayout(
  tx: Queryable,
  p: { memberId: number; amountMilli: number; bank: string; accountNumber: string; holder: string; at: Date },
): Promise<PayoutRow> {
  const { rows } = await tx.query<PayoutRow>(
    `INSERT INTO referral_payouts (member_id, amount_milli, bank, account_number, holder, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [p.memberId, p.amountMilli, p.bank, p.accountNumber, p.holder, p.at],
  );
  return returnedRow(rows);
}

export function listPayouts(
  q: Queryable,
  filter: { memberId?: number; state?: string } & KeysetPage,
): Promise<PayoutRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.memberId !== undefined) where.push(`member_id = $${params.push(filter.memberId)}`);
  if (filter.state !== undefined) where.push(`state = $${params.push(filter.state)}`);
  return queryKeysetPage<PayoutRow>(
    q,
    { select: 'SELECT * FROM referral_payouts', id: 'id', where, params },
    filter,
  );
}

/** pending -> approved / rejected in one conditional UPDATE: of racing decisions one wins. */
export async function decidePayout(
  tx: Queryable,
  id: number,
  state: 'approved' | 'rejected',
  d: { operatorId: number; reason: string | null; at: Date },
): Promise<PayoutRow | null> {
  const { rows } = await tx.query<PayoutRow>(
    `UPDATE referral_payouts SET state = $2, decided_at = $3, decided_by = $4, reason = $5
      WHERE id = $1 AND state = 'pending' RETURNING *`,
    [id, state, d.at, d.operatorId, d.reason],
  );
  return rows[0] ?? null;
}

export async function payoutExists(q: Queryable, id: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM referral_payouts WHERE id = $1', [id]);
  return rows.length > 0;
}

/** The member's balance read in the caller's transaction (the payout request's checks). */
export async function balanceMilli(q: Queryable, memberId: number): Promise<number> {
  const { rows } = await q.query<{ point_milli: number }>('SELECT point_milli FROM members WHERE id = $1', [
    memberId,
  ]);
  return rows[0]?.point_milli ?? 0;
}
