import type { Queryable } from '../../db/database.ts';

export type LedgerReason = 'topup' | 'order' | 'refund' | 'adjustment';

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
 * Takes `amountMilli` from the balance in one conditional statement. Returns the new balance, or
 * null when the balance does not cover it (nothing changed).
 */
export async function debitIfCovered(
  tx: Queryable,
  entry: LedgerEntryInput & { amountMilli: number },
): Promise<number | null> {
  const updated = await tx.query<{ point_milli: number }>(
    'UPDATE members SET point_milli = point_milli - $2 WHERE id = $1 AND point_milli >= $2 RETURNING point_milli',
    [entry.memberId, entry.amountMilli],
  );
  const balance = updated.rows[0]?.point_milli;
  if (balance === undefined) return null;
  await insertEntry(tx, entry, -entry.amountMilli, balance);
  return balance;
}

async function insertEntry(
  tx: Queryable,
  entry: LedgerEntryInput,
  delta: number,
  balanceAfter: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO point_ledger (member_id, delta_milli, balance_after_milli, reason, ref_type, ref_id, idempotency_key, memo)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.memberId,
      delta,
      balanceAfter,
      entry.reason,
      entry.refType,
      entry.refId,
      entry.key,
      entry.memo ?? '',
    ],
  );
}

export async function ledgerSum(db: Queryable, memberId: number): Promise<number> {
  const { rows } = await db.query<{ sum: number }>(
    'SELECT COALESCE(sum(delta_milli), 0)::bigint AS sum FROM point_ledger WHERE member_id = $1',
    [memberId],
  );
  return rows[0]?.sum ?? 0;
}

/** Whether an error is PostgreSQL's unique violation (23505), e.g. a ledger key booked twice. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
