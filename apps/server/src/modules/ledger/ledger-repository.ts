import type { Queryable } from '../../db/database.ts';
import { queryKeysetPage, type KeysetPage } from '../../db/keyset-page.ts';

export type LedgerReason =
  | 'topup'
  | 'order'
  | 'refund'
  | 'adjustment'
  // Growth levers (modules/marketing): deposit bonus, coupon, referral commission and its payout.
  | 'bonus'
  | 'coupon'
  | 'commission'
  | 'payout';

export interface LedgerEntryInput {
  memberId: number;
  reason: LedgerReason;
  /** What the movement belongs to, e.g. 'order' 42 or 'point_request' 7. */
  refType: string;
  refId: number | null;
  /** Unique per movement: the same key is never booked twice. */
  key: string;
  memo?: string;
}

/**
 * Adds `amountMilli` to the balance and books it. The caller's own state change (e.g. a request going
 * from pending to accepted) is what makes a credit happen once; the ledger's unique key is the
 * backstop: booking the same key twice raises a unique violation and rolls the transaction back.
 */
export async function credit(
  tx: Queryable,
  entry: LedgerEntryInput & { amountMilli: number },
): Promise<number> {
  const updated = await tx.query<{ point_milli: number }>(
    'UPDATE members SET point_milli = point_milli + $2 WHERE id = $1 RETURNING point_milli',
    [entry.memberId, entry.amountMilli],
  );
  const balance = updated.rows[0]?.point_milli;
  if (balance === undefined) throw new Error(`member ${entry.memberId} not found for credit`);
  await insertEntry(tx, entry, entry.amountMilli, balance);
  return balance;
}

/**
 * Takes `amountMilli` from the balance only while it covers it: migration 0034's
 * `debit_if_covered`, the one conditional debit (the one-statement order's too). Returns the new
 * balance, or null when the balance does not cover it (nothing changed).
 */
export async function debitIfCovered(
  tx: Queryable,
  entry: LedgerEntryInput & { amountMilli: number },
): Promise<number | null> {
  const debited = await tx.query<{ balance: number | null }>('SELECT debit_if_covered($1, $2) AS balance', [
    entry.memberId,
    entry.amountMilli,
  ]);
  const balance = debited.rows[0]?.balance ?? null;
  if (balance === null) return null;
  await insertEntry(tx, entry, -entry.amountMilli, balance);
  return balance;
}

/** The movement's ledger row with the balance it left: migration 0034's `append_ledger`. */
async function insertEntry(
  tx: Queryable,
  entry: LedgerEntryInput,
  delta: number,
  balanceAfter: number,
): Promise<void> {
  await tx.query('SELECT append_ledger($1, $2, $3, $4, $5, $6, $7, $8)', [
    entry.memberId,
    delta,
    balanceAfter,
    entry.reason,
    entry.refType,
    entry.refId,
    entry.key,
    entry.memo ?? '',
  ]);
}

/** Per-member sums of the ledger for the operator's lists: top-ups, and orders less their refunds. */
export interface LedgerTotalsRow {
  member_id: number;
  topup_milli: number;
  spent_milli: number;
}

export async function memberLedgerTotals(
  db: Queryable,
  memberIds: readonly number[],
): Promise<Map<number, LedgerTotalsRow>> {
  if (memberIds.length === 0) return new Map();
  const { rows } = await db.query<LedgerTotalsRow>(
    `SELECT member_id,
            COALESCE(sum(delta_milli) FILTER (WHERE reason = 'topup'), 0)::bigint AS topup_milli,
            (-COALESCE(sum(delta_milli) FILTER (WHERE reason IN ('order', 'refund')), 0))::bigint AS spent_milli
       FROM point_ledger WHERE member_id = ANY($1::bigint[]) GROUP BY member_id`,
    [memberIds],
  );
  return new Map(rows.map((r) => [r.member_id, r]));
}

export interface LedgerRow {
  id: number;
  created_at: Date;
  delta_milli: number;
  balance_after_milli: number;
  reason: LedgerReason;
  ref_type: string;
  ref_id: number | null;
  memo: string;
}

/** One member's ledger, newest first, keyset paged by id. */
export async function listMemberLedger(
  db: Queryable,
  memberId: number,
  page: KeysetPage,
): Promise<LedgerRow[]> {
  return queryKeysetPage<LedgerRow>(
    db,
    {
      select: `SELECT id, created_at, delta_milli, balance_after_milli, reason, ref_type, ref_id, memo
                 FROM point_ledger`,
      id: 'id',
      where: ['member_id = $1'],
      params: [memberId],
    },
    page,
  );
}

export interface LedgerRowForRef {
  id: number;
  created_at: Date;
  delta_milli: number;
  balance_after_milli: number;
  reason: string;
  ref_type: string;
  ref_id: number | null;
  idempotency_key: string;
}

/** The ledger rows booked against records (e.g. an order and its auto-order), oldest first. */
export async function listLedgerForRefs(
  q: Queryable,
  refs: readonly { type: string; id: number }[],
): Promise<LedgerRowForRef[]> {
  if (refs.length === 0) return [];
  const { rows } = await q.query<LedgerRowForRef>(
    `SELECT id, created_at, delta_milli, balance_after_milli, reason, ref_type, ref_id, idempotency_key
       FROM point_ledger
      WHERE (ref_type, ref_id) IN (SELECT * FROM unnest($1::text[], $2::bigint[]))
      ORDER BY id`,
    [refs.map((r) => r.type), refs.map((r) => r.id)],
  );
  return rows;
}
