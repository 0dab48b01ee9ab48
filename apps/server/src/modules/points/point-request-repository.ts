import type { AdminPointRequest, DecidedVia } from '@smm/contract/point-api';
import type { PointHistoryRow } from '@smm/contract/point';
import { fromMilli } from '@smm/contract/money';
import { RequestStatus } from '@smm/contract/enums';
import type { Queryable } from '../../db/database.ts';
import { returnedRow } from '../../db/returned-row.ts';
import { queryKeysetPage, type KeysetPage } from '../../db/keyset-page.ts';

const PENDING = RequestStatus.Pending;
const FAIL = RequestStatus.Fail;

export interface NewPointRequest {
  memberId: number;
  name: string;
  pointMilli: number;
  payAmount: number;
  feeType: number;
  feeValue: Record<string, string> | null;
  createdAt: Date;
  expiresAt: Date;
  /** Deposit bonus promised with the request (credited on approval). */
  bonusMilli: number;
}

export interface PointRequestRow {
  id: number;
  member_id: number;
  point_milli: number;
  pay_amount: number;
  fee_type: number;
  status: number;
  created_at: Date;
  expires_at: Date;
  response_at: Date | null;
  bonus_milli: number;
  coupon_bonus_milli: number;
}

export interface Decision {
  via: DecidedVia;
  operatorId: number | null;
  reason: string | null;
  at: Date;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export async function countPending(tx: Queryable, memberId: number): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM point_requests WHERE member_id = $1 AND status = ${PENDING}`,
    [memberId],
  );
  return rows[0]?.n ?? 0;
}

export async function insertRequest(tx: Queryable, r: NewPointRequest): Promise<PointRequestRow> {
  const { rows } = await tx.query<PointRequestRow>(
    `INSERT INTO point_requests
       (member_id, depositor_name, point_milli, pay_amount, fee_type, fee_value, created_at, expires_at,
        bonus_milli)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9)
     RETURNING id, member_id, point_milli, pay_amount, fee_type, status, created_at, expires_at, response_at, bonus_milli, coupon_bonus_milli`,
    [
      r.memberId,
      r.name,
      r.pointMilli,
      r.payAmount,
      r.feeType,
      r.feeValue ? JSON.stringify(r.feeValue) : null,
      r.createdAt,
      r.expiresAt,
      r.bonusMilli,
    ],
  );
  return returnedRow(rows);
}

/**
 * Decides a pending request: one conditional UPDATE, so of any number of racing decisions exactly
 * one finds it pending. Returns the row it changed, or null when it was not pending (or not there).
 */
export async function decidePending(
  tx: Queryable,
  id: number,
  status: typeof RequestStatus.Success | typeof RequestStatus.Fail,
  decision: Decision,
): Promise<PointRequestRow | null> {
  const { rows } = await tx.query<PointRequestRow>(
    `UPDATE point_requests
        SET status = $2, response_at = $3, decided_via = $4, decided_by = $5, reason = $6
      WHERE id = $1 AND status = ${PENDING}
      RETURNING id, member_id, point_milli, pay_amount, fee_type, status, created_at, expires_at, response_at, bonus_milli, coupon_bonus_milli`,
    [id, status, decision.at, decision.via, decision.operatorId, decision.reason],
  );
  return rows[0] ?? null;
}

/** What a percent coupon credited with the request (modules/marketing decides it on approval). */
export async function setCouponBonus(tx: Queryable, id: number, milli: number): Promise<void> {
  await tx.query('UPDATE point_requests SET coupon_bonus_milli = $2 WHERE id = $1', [id, milli]);
}

export async function requestExists(db: Queryable, id: number): Promise<boolean> {
  // rows, not rowCount: PGlite reports 0 affected rows for a SELECT.
  const { rows } = await db.query('SELECT 1 FROM point_requests WHERE id = $1', [id]);
  return rows.length > 0;
}

/** Pending requests a deposit could pay, locked so that no decision slips in before the match is made. */
export async function lockMatchingPending(
  tx: Queryable,
  depositorName: string,
  payAmount: number,
): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM point_requests
      WHERE status = ${PENDING} AND pay_amount = $2 AND btrim(depositor_name) = $1
      ORDER BY id LIMIT 2 FOR UPDATE`,
    [depositorName, payAmount],
  );
  return rows.map((r) => r.id);
}

/**
 * Expires pending requests past their expiry, a batch at a time. SKIP LOCKED lets several server
 * processes sweep side by side, and leaves alone a row an operator or the webhook is deciding.
 */
export async function expireDue(db: Queryable, now: Date, batch: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE point_requests
        SET status = ${FAIL}, response_at = $1, decided_via = 'expiry', reason = 'expired'
      WHERE status = ${PENDING} AND id IN (
        SELECT id FROM point_requests WHERE status = ${PENDING} AND expires_at <= $1
         ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)
      RETURNING id`,
    [now, batch],
  );
  return rows.map((r) => r.id);
}

export async function listHistory(
  db: Queryable,
  memberId: number,
  page: KeysetPage,
): Promise<PointHistoryRow[]> {
  const rows = await queryKeysetPage<PointRequestRow>(
    db,
    {
      select:
        'SELECT id, point_milli, pay_amount, fee_type, status, created_at, response_at, bonus_milli, coupon_bonus_milli FROM point_requests',
      id: 'id',
      where: ['member_id = $1'],
      params: [memberId],
    },
    page,
  );
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at.toISOString(),
    point: fromMilli(r.point_milli),
    status: r.status,
    responseAt: iso(r.response_at),
    payAmount: r.pay_amount,
    feeType: r.fee_type,
    bonus: fromMilli(r.bonus_milli),
    couponBonus: fromMilli(r.coupon_bonus_milli),
  }));
}

interface AdminRow extends PointRequestRow {
  depositor_name: string;
  fee_value: Record<string, string> | null;
  decided_via: DecidedVia | null;
  decided_by: number | null;
  reason: string | null;
}

/** An operator's list row before the login ids are filled in (the accounts module owns those). */
export type AdminRequestRow = Omit<AdminPointRequest, 'loginId' | 'decidedBy'> & {
  decidedById: number | null;
};

export async function listForAdmin(
  db: Queryable,
  filter: { id?: number; status?: number } & KeysetPage,
): Promise<AdminRequestRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  // Only the filters given become conditions, so the planner sees plain equalities.
  if (filter.id !== undefined) where.push(`r.id = $${params.push(filter.id)}`);
  if (filter.status !== undefined) where.push(`r.status = $${params.push(filter.status)}`);
  const rows = await queryKeysetPage<AdminRow>(
    db,
    {
      select: 'SELECT r.* FROM point_requests r',
      id: 'r.id',
      where,
      params,
    },
    filter,
  );
  return rows.map((r) => ({
    id: r.id,
    memberId: r.member_id,
    name: r.depositor_name,
    point: fromMilli(r.point_milli),
    payAmount: r.pay_amount,
    feeType: r.fee_type,
    feeValue: r.fee_value,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    expiresAt: r.expires_at.toISOString(),
    responseAt: iso(r.response_at),
    decidedVia: r.decided_via,
    decidedById: r.decided_by,
    reason: r.reason,
    bonus: fromMilli(r.bonus_milli),
  }));
}
