import { RequestStatus } from '@smm/contract/enums';
import type { Queryable } from '../../db/database.ts';

/**
 * SQL of the retention sweep (docs/decisions/retention-and-backups.md). Every function deletes what
 * is past its period and returns how many rows went.
 */

/** Lets this transaction delete ledger rows of deleted members and audit rows (migration 0017). */
export async function allowRetentionPurge(tx: Queryable): Promise<void> {
  await tx.query(`SELECT set_config('smm.retention_purge', 'on', true)`);
}

/**
 * Deleted members whose records are all older than `cutoff` (deleted before it, and nothing of
 * theirs created or changed since) and who still have something to purge.
 */
export async function findExpiredDeletedMembers(
  tx: Queryable,
  cutoff: Date,
  limit: number,
): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT m.id FROM members m
      WHERE m.deleted_at < $1
        AND NOT EXISTS (SELECT 1 FROM point_ledger l WHERE l.member_id = m.id AND l.created_at >= $1)
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.member_id = m.id AND o.updated_at >= $1)
        AND NOT EXISTS (SELECT 1 FROM auto_orders a WHERE a.member_id = m.id AND a.updated_at >= $1)
        AND (m.point_milli <> 0 OR m.register_where IS NOT NULL OR m.referred_by IS NOT NULL
             OR EXISTS (SELECT 1 FROM point_ledger l WHERE l.member_id = m.id)
             OR EXISTS (SELECT 1 FROM orders o WHERE o.member_id = m.id)
             OR EXISTS (SELECT 1 FROM auto_orders a WHERE a.member_id = m.id)
             OR EXISTS (SELECT 1 FROM point_requests p WHERE p.member_id = m.id)
             OR EXISTS (SELECT 1 FROM social_accounts s WHERE s.member_id = m.id)
             OR EXISTS (SELECT 1 FROM coupon_redemptions c WHERE c.member_id = m.id)
             OR EXISTS (SELECT 1 FROM referral_payouts r WHERE r.member_id = m.id)
             OR EXISTS (SELECT 1 FROM member_service_prices sp WHERE sp.member_id = m.id))
      ORDER BY m.id
      LIMIT $2
      FOR UPDATE OF m SKIP LOCKED`,
    [cutoff, limit],
  );
  return rows.map((r) => r.id);
}

/**
 * Removes every remaining record of these deleted members: payments, orders, ledger, social links.
 * The pseudonymised row itself stays (operators' decisions and referrals point at it) with nothing
 * left on it: balance 0, which is the sum of its (now no) ledger rows.
 */
export async function purgeDeletedMembers(tx: Queryable, ids: readonly number[]): Promise<number> {
  const statements = [
    // The growth levers' rows (a payout holds a bank account and its holder's name).
    'DELETE FROM coupon_redemptions WHERE member_id = ANY($1)',
    'DELETE FROM referral_payouts WHERE member_id = ANY($1)',
    'DELETE FROM member_service_prices WHERE member_id = ANY($1)',
    `DELETE FROM bank_deposits WHERE point_request_id IN (SELECT id FROM point_requests WHERE member_id = ANY($1))`,
    'DELETE FROM point_requests WHERE member_id = ANY($1)',
    'DELETE FROM orders WHERE member_id = ANY($1)',
    'DELETE FROM auto_orders WHERE member_id = ANY($1)',
    'DELETE FROM point_ledger WHERE member_id = ANY($1)',
    'DELETE FROM social_accounts WHERE member_id = ANY($1)',
    'DELETE FROM password_reset_tokens WHERE member_id = ANY($1)',
    `UPDATE members SET point_milli = 0, register_where = NULL, referred_by = NULL
      WHERE id = ANY($1) AND deleted_at IS NOT NULL`,
  ];
  let removed = 0;
  for (const sql of statements) removed += (await tx.query(sql, [ids])).rowCount;
  return removed;
}

/** Decided top-up requests (and their bank deposits) decided before `cutoff`, and unlinked deposits received before it. */
export async function deleteOldPayments(tx: Queryable, cutoff: Date): Promise<number> {
  const old = `SELECT id FROM point_requests WHERE status <> ${RequestStatus.Pending} AND response_at < $1`;
  const a = await tx.query(`DELETE FROM bank_deposits WHERE point_request_id IN (${old})`, [cutoff]);
  const b = await tx.query(`DELETE FROM point_requests WHERE id IN (${old})`, [cutoff]);
  const c = await tx.query('DELETE FROM bank_deposits WHERE point_request_id IS NULL AND received_at < $1', [
    cutoff,
  ]);
  return a.rowCount + b.rowCount + c.rowCount;
}

/** Operator audit rows written before `cutoff` (needs allowRetentionPurge in the same transaction). */
export async function deleteOldAuditRows(tx: Queryable, cutoff: Date): Promise<number> {
  return (await tx.query('DELETE FROM audit_log WHERE created_at < $1', [cutoff])).rowCount;
}

export async function deleteOldRetiredLoginIds(db: Queryable, cutoff: Date): Promise<number> {
  return (await db.query('DELETE FROM retired_login_ids WHERE retired_at < $1', [cutoff])).rowCount;
}

/** Delivered or given-up operator notifications created before `cutoff`; pending ones stay. */
export async function deleteOldNotifications(db: Queryable, cutoff: Date): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM operator_notifications
      WHERE created_at < $1 AND (delivered_at IS NOT NULL OR failed_at IS NOT NULL)`,
    [cutoff],
  );
  return rowCount;
}

/** 1:1 inquiries (their messages go with them) whose last activity was before `cutoff`. */
export async function deleteOldInquiries(db: Queryable, cutoff: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM inquiries WHERE updated_at < $1 RETURNING id)
     SELECT count(*)::int AS n FROM gone`,
    [cutoff],
  );
  return rows[0]?.n ?? 0;
}

/** Phone codes and password-reset tokens that expired before `before`: useless, and personal. */
export async function deleteExpiredCodes(db: Queryable, before: Date): Promise<number> {
  const a = await db.query('DELETE FROM phone_codes WHERE expires_at < $1', [before]);
  const b = await db.query('DELETE FROM password_reset_tokens WHERE expires_at < $1', [before]);
  return a.rowCount + b.rowCount;
}
