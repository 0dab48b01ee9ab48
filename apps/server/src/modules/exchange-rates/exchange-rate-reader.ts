import type { Queryable } from '../../db/database.ts';
import { findExchangeRate } from './exchange-rate-repository.ts';

/** Our own currency: one won is one won, and no rate is ever stored for it. */
export const HOME_CURRENCY = 'KRW';

/**
 * Won per one unit of `currency` as exact decimal text ('1385.5'), '1' for KRW, or null when the
 * operator has not set that currency's rate yet. Other modules (import, price sync, order costs)
 * read rates only through this, inside their own transaction when they pass one.
 */
export async function readKrwPerUnit(q: Queryable, currency: string): Promise<string | null> {
  const code = currency.trim().toUpperCase();
  if (code === HOME_CURRENCY) return '1';
  const row = await findExchangeRate(q, code);
  return row?.krwPerUnit ?? null;
}
