import type { CouponKind } from '@smm/contract/coupons';
import type { Queryable } from '../../db/database.ts';
import { queryKeysetPage, type KeysetPage } from '../../db/keyset-page.ts';
import { returnedRow } from '../../db/returned-row.ts';

export interface CouponRow {
  id: number;
  code: string;
  name: string;
  kind: CouponKind;
  points_milli: number | null;
  percent: number | null;
  max_points_milli: number | null;
  total_uses: number;
  used_count: number;
  per_member_uses: number;
  valid_from: Date;
  valid_to: Date;
  first_topup_only: boolean;
  enabled: boolean;
  created_at: Date;
}

export type NewCoupon = Omit<CouponRow, 'id' | 'used_count' | 'enabled'>;

export async function insertCoupon(tx: Queryable, c: NewCoupon): Promise<CouponRow> {
  const { rows } = await tx.query<CouponRow>(
    `INSERT INTO coupons (code, name, kind, points_milli, percent, max_points_milli, total_uses, per_member_uses,
                          valid_from, valid_to, first_topup_only, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
    [
      c.code,
      c.name,
      c.kind,
      c.points_milli,
      c.percent,
      c.max_points_milli,
      c.total_uses,
      c.per_member_uses,
      c.valid_from,
      c.valid_to,
      c.first_topup_only,
      c.created_at,
    ],
  );
  return returnedRow(rows);
}

export async function findCoupon(q: Queryable, by: { id: number } | { code: string }, lock = false) {
  const [column, value] = 'id' in by ? ['id', by.id] : ['code', by.code];
  const { rows } = await q.query<CouponRow>(
    `SELECT * FROM coupons WHERE ${column} = $1${lock ? ' FOR UPDATE' : ''}`,
    [value],
  );
  return rows[0] ?? null;
}

export type CouponChange = Partial<
  Pick<CouponRow, 'enabled' | 'name' | 'total_uses' | 'valid_from' | 'valid_to'>
>;

export async function updateCoupon(tx: Queryable, id: number, change: CouponChange): Promise<CouponRow> {
  const entries = Object.entries(change);
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`).join(', ');
  const { rows } = await tx.query<CouponRow>(`UPDATE coupons SET ${sets} WHERE id = $1 RETURNING *`, [
    id,
    ...entries.map(([, v]) => v),
  ]);
  return returnedRow(rows);
}

export function listCoupons(q: Queryable, page: KeysetPage): Promise<CouponRow[]> {
  return queryKeysetPage<CouponRow>(
    q,
    { select: 'SELECT * FROM coupons', id: 'id', where: [], params: [] },
    page,
  );
}

/**
 * Takes one use of the coupon if one is left and it is usable at `now`: one conditional UPDATE, so
 * of any number of members redeeming at once exactly total_uses succeed (each waits for the row,
 * then sees the count the one before it left). Null when none is left (or it stopped being usable).
 */
export async function claimUse(tx: Queryable, id: number, now: Date): Promise<CouponRow | null> {
  const { rows } = await tx.query<CouponRow>(
    `UPDATE coupons SET used_count = used_count + 1
      WHERE id = $1 AND enabled AND used_count < total_uses AND valid_from <= $2 AND valid_to > $2
      RETURNING *`,
    [id, now],
  );
  return rows[0] ?? null;
}

export interface RedemptionRow {
  id: number;
  coupon_id: number;
  member_id: number;
  seq: number;
  state: 'pending' | 'credited';
  points_milli: number;
  point_request_id: number | null;
  redeemed_at: Date;
  credited_at: Date | null;
  code: string;
  name: string;
  kind: CouponKind;
  percent: number | null;
  max_points_milli: number | null;
}

const REDEMPTION_SELECT = `SELECT r.*, c.code, c.name, c.kind, c.percent, c.max_points_milli
  FROM coupon_redemptions r JOIN coupons c ON c.id = r.coupon_id`;

export async function countMemberUses(tx: Queryable, couponId: number, memberId: number): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM coupon_redemptions WHERE coupon_id = $1 AND member_id = $2',
    [couponId, memberId],
  );
  return rows[0]?.n ?? 0;
}

export async function insertRedemption(
  tx: Queryable,
  r: { couponId: number; memberId: number; seq: number; pointsMilli: number; at: Date; credited: boolean },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO coupon_redemptions (coupon_id, member_id, seq, state, points_milli, redeemed_at, credited_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      r.couponId,
      r.memberId,
      r.seq,
      r.credited ? 'credited' : 'pending',
      r.pointsMilli,
      r.at,
      r.credited ? r.at : null,
    ],
  );
  return returnedRow(rows).id;
}

export async function findRedemption(q: Queryable, id: number): Promise<RedemptionRow> {
  const { rows } = await q.query<RedemptionRow>(`${REDEMPTION_SELECT} WHERE r.id = $1`, [id]);
  return returnedRow(rows);
}

export async function findPending(q: Queryable, memberId: number): Promise<RedemptionRow | null> {
  const { rows } = await q.query<RedemptionRow>(
    `${REDEMPTION_SELECT} WHERE r.member_id = $1 AND r.state = 'pending'`,
    [memberId],
  );
  return rows[0] ?? null;
}

export function listRedemptions(
  q: Queryable,
  filter: { couponId: number } | { memberId: number },
  page: KeysetPage,
): Promise<RedemptionRow[]> {
  const [column, value] =
    'couponId' in filter ? ['r.coupon_id', filter.couponId] : ['r.member_id', filter.memberId];
  return queryKeysetPage<RedemptionRow>(
    q,
    { select: REDEMPTION_SELECT, id: 'r.id', where: [`${column} = $1`], params: [value] },
    page,
  );
}

/**
 * Credits the member's waiting percent coupon with an approved top-up: pending -> credited in one
 * conditional UPDATE (so only one top-up ever takes it), the points computed from the top-up there.
 * Null when the member has none waiting.
 */
export async function creditPendingWith(
  tx: Queryable,
  topup: { memberId: number; requestId: number; pointMilli: number },
  at: Date,
): Promise<{ id: number; points_milli: number } | null> {
  const { rows } = await tx.query<{ id: number; points_milli: number }>(
    `UPDATE coupon_redemptions r
        SET state = 'credited', credited_at = $4, point_request_id = $2,
            points_milli = LEAST(c.max_points_milli, ($3::bigint * c.percent) / 100)
       FROM coupons c
      WHERE c.id = r.coupon_id AND r.member_id = $1 AND r.state = 'pending'
      RETURNING r.id, r.points_milli`,
    [topup.memberId, topup.requestId, topup.pointMilli, at],
  );
  return rows[0] ?? null;
}

/** Whether the member has had a top-up approved (first-top-up-only coupons). */
export async function hasApprovedTopup(q: Queryable, memberId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM point_requests WHERE member_id = $1 AND status = 1 LIMIT 1', [
    memberId,
  ]);
  return rows.length > 0;
}
