import { MESSAGES } from '@smm/contract/messages';
import { orderCostMilli } from '@smm/contract/money';
import type { Queryable } from '../../db/database.ts';
import { BadRequestError } from '../../errors.ts';
import { ledger } from '../ledger/ledger-service.ts';

/** Thrown inside the order transaction so the order rows roll back with the refused debit. */
export class InsufficientPointsError extends BadRequestError {
  constructor() {
    super(MESSAGES.order.insufficientPoints, 'INSUFFICIENT_POINTS');
  }
}

/** Thrown inside the order transaction when the service changed after it was read: priced again. */
export class ServiceChangedError extends Error {}

/** Cost in milli-points; a cost past the safe-integer range is one no balance covers. */
export function costOf(unitPriceMilli: number, amount: number, runs: number): number {
  try {
    return orderCostMilli(unitPriceMilli, amount, runs);
  } catch {
    throw new InsufficientPointsError();
  }
}

/** The order's debit, keyed by it; throws (rolling the transaction back) when the balance falls short. */
export async function debit(
  tx: Queryable,
  d: { memberId: number; amountMilli: number; refType: 'order' | 'auto_order'; refId: number },
): Promise<void> {
  // A free service moves no points, and the ledger holds no zero entries.
  if (d.amountMilli === 0) return;
  const balance = await ledger.debitIfCovered(tx, {
    ...d,
    reason: 'order',
    key: `${d.refType}:${d.refId}:debit`,
  });
  if (balance === null) throw new InsufficientPointsError();
}
