import type { Queryable } from '../../db/database.ts';

/** One stored rate; krw_per_unit travels as exact decimal text (numeric::text), never a float. */
export interface ExchangeRateDbRow {
  currency: string;
  krwPerUnit: string;
  updatedAt: Date;
  updatedBy: number | null;
}

const COLUMNS = `currency, krw_per_unit::text AS "krwPerUnit", updated_at AS "updatedAt",
  updated_by AS "updatedBy"`;

export async function listExchangeRates(q: Queryable): Promise<ExchangeRateDbRow[]> {
  const { rows } = await q.query<ExchangeRateDbRow>(
    `SELECT ${COLUMNS} FROM exchange_rates ORDER BY currency`,
  );
  return rows;
}

export async function findExchangeRate(
  q: Queryable,
  currency: string,
  options: { lock?: boolean } = {},
): Promise<ExchangeRateDbRow | undefined> {
  const { rows } = await q.query<ExchangeRateDbRow>(
    `SELECT ${COLUMNS} FROM exchange_rates WHERE currency = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [currency],
  );
  return rows[0];
}

/** Sets the rate (inserting the currency's first one); the caller holds the row lock if it read it. */
export async function upsertExchangeRate(
  q: Queryable,
  values: { currency: string; krwPerUnit: string; operatorId: number; now: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO exchange_rates (currency, krw_per_unit, updated_at, updated_by)
     VALUES ($1, $2::numeric, $3, $4)
     ON CONFLICT (currency) DO UPDATE
       SET krw_per_unit = EXCLUDED.krw_per_unit, updated_at = EXCLUDED.updated_at,
           updated_by = EXCLUDED.updated_by`,
    [values.currency, values.krwPerUnit, values.now, values.operatorId],
  );
}

/** Currencies some provider is in (other than KRW) that have no rate yet: the console asks for them. */
export async function currenciesMissingRate(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ currency: string }>(
    `SELECT DISTINCT p.currency FROM providers p
     WHERE p.currency <> 'KRW' AND NOT EXISTS (SELECT 1 FROM exchange_rates r WHERE r.currency = p.currency)
     ORDER BY p.currency`,
  );
  return rows.map((row) => row.currency);
}

/** Providers per currency (disabled ones too: their imported services are priced all the same). */
export async function providersPerCurrency(q: Queryable): Promise<Map<string, number>> {
  const { rows } = await q.query<{ currency: string; n: number }>(
    'SELECT currency, count(*)::int AS n FROM providers GROUP BY currency',
  );
  return new Map(rows.map((row) => [row.currency, row.n]));
}
