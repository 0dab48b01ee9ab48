import { missingRateMessage } from '@smm/contract/admin-import';
import { parseKrwPerUnit, type ExchangeRate } from '@smm/contract/import-price';
import type { Queryable } from '../../db/database.ts';
import { ConflictError } from '../../errors.ts';
import { readKrwPerUnit } from '../exchange-rates/exchange-rate-reader.ts';

/** The won value of one unit of `currency` as an exact decimal, or null when no rate is set. */
export async function exchangeRateOf(q: Queryable, currency: string): Promise<ExchangeRate | null> {
  const text = await readKrwPerUnit(q, currency);
  if (text === null) return null;
  const parsed = parseKrwPerUnit(text);
  // Stored rates passed the same check when they were saved (and the table's CHECK).
  if (!parsed.ok) throw new Error(`stored exchange rate of ${currency} is unreadable: ${text}`);
  return parsed.rate;
}

/**
 * The rate a provider in `currency` is priced at; without one nothing is imported or priced:
 * 409 with the Korean message naming the missing currency.
 */
export async function requiredExchangeRate(q: Queryable, currency: string): Promise<ExchangeRate> {
  const rate = await exchangeRateOf(q, currency);
  if (!rate) throw new ConflictError(missingRateMessage(currency), 'EXCHANGE_RATE_MISSING');
  return rate;
}
