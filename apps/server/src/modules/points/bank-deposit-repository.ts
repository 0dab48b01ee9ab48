import type { AdminBankDeposit, BankDepositResult, DepositOutcome } from '@smm/contract/point-api';
import type { Queryable } from '../../db/database.ts';
import { queryKeysetPage, type KeysetPage } from '../../db/keyset-page.ts';

export interface NewDeposit {
  depositId: string;
  depositorName: string;
  amount: number;
  depositedAt: Date | null;
  receivedAt: Date;
}

/**
 * Records a deposit unless its depositId was seen before. Returns the new row's id, or null for a
 * repeated delivery. A concurrent repeat waits here on the unique index until the first commits.
 */
export async function insertDeposit(tx: Queryable, d: NewDeposit): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO bank_deposits (deposit_id, depositor_name, amount, deposited_at, received_at, outcome)
     VALUES ($1, $2, $3, $4, $5, 'unmatched')
     ON CONFLICT (deposit_id) DO NOTHING RETURNING id`,
    [d.depositId, d.depositorName, d.amount, d.depositedAt, d.receivedAt],
  );
  return rows[0]?.id ?? null;
}

export async function setOutcome(
  tx: Queryable,
  id: number,
  outcome: DepositOutcome,
  pointRequestId: number | null,
): Promise<void> {
  await tx.query('UPDATE bank_deposits SET outcome = $2, point_request_id = $3 WHERE id = $1', [
    id,
    outcome,
    pointRequestId,
  ]);
}

export async function findResult(db: Queryable, depositId: string): Promise<BankDepositResult | null> {
  const { rows } = await db.query<{
    deposit_id: string;
    outcome: DepositOutcome;
    point_request_id: number | null;
  }>('SELECT deposit_id, outcome, point_request_id FROM bank_deposits WHERE deposit_id = $1', [depositId]);
  const row = rows[0];
  return row
    ? { depositId: row.deposit_id, outcome: row.outcome, pointRequestId: row.point_request_id }
    : null;
}

export async function listDeposits(
  db: Queryable,
  filter: { status?: 'matched' | 'unmatched' } & KeysetPage,
): Promise<AdminBankDeposit[]> {
  const where =
    filter.status === undefined
      ? []
      : [filter.status === 'matched' ? 'point_request_id IS NOT NULL' : 'point_request_id IS NULL'];
  const rows = await queryKeysetPage<{
    id: number;
    deposit_id: string;
    depositor_name: string;
    amount: number;
    deposited_at: Date | null;
    received_at: Date;
    outcome: DepositOutcome;
    point_request_id: number | null;
  }>(db, { select: 'SELECT * FROM bank_deposits', id: 'id', where }, filter);
  return rows.map((r) => ({
    id: r.id,
    depositId: r.deposit_id,
    depositorName: r.depositor_name,
    amount: r.amount,
    depositedAt: r.deposited_at ? r.deposited_at.toISOString() : null,
    receivedAt: r.received_at.toISOString(),
    outcome: r.outcome,
    pointRequestId: r.point_request_id,
  }));
}
