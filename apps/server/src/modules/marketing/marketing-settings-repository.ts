import type { BonusTier } from '@smm/contract/deposit-bonus';
import type { ReferralBasis } from '@smm/contract/referral';
import type { Queryable } from '../../db/database.ts';

/** The one row of marketing_settings (migration 0030). */
export interface MarketingSettingsRow {
  deposit_bonus_enabled: boolean;
  grade_period_days: number;
  referral_enabled: boolean;
  referral_percent: number;
  referral_basis: ReferralBasis;
  referral_months: number;
  payout_enabled: boolean;
  payout_minimum: number;
}

export async function readSettings(q: Queryable, lock = false): Promise<MarketingSettingsRow> {
  const { rows } = await q.query<MarketingSettingsRow>(
    `SELECT deposit_bonus_enabled, grade_period_days, referral_enabled, referral_percent, referral_basis,
            referral_months, payout_enabled, payout_minimum
       FROM marketing_settings WHERE id = 1${lock ? ' FOR UPDATE' : ''}`,
  );
  const row = rows[0];
  if (!row) throw new Error('marketing_settings has no row (migration 0030)');
  return row;
}

/** Changes the given columns of the settings row; the names come from this module only. */
export async function updateSettings(tx: Queryable, values: Partial<MarketingSettingsRow>): Promise<void> {
  const entries = Object.entries(values);
  if (entries.length === 0) return;
  const sets = entries.map(([column], i) => `${column} = $${i + 1}`).join(', ');
  await tx.query(
    `UPDATE marketing_settings SET ${sets} WHERE id = 1`,
    entries.map(([, v]) => v),
  );
}

export async function listTiers(q: Queryable): Promise<BonusTier[]> {
  const { rows } = await q.query<{ min_amount: number; percent: number }>(
    'SELECT min_amount, percent FROM deposit_bonus_tiers ORDER BY min_amount',
  );
  return rows.map((r) => ({ minAmount: r.min_amount, percent: r.percent }));
}

export async function replaceTiers(tx: Queryable, tiers: readonly BonusTier[]): Promise<void> {
  await tx.query('DELETE FROM deposit_bonus_tiers');
  if (tiers.length === 0) return;
  await tx.query(
    `INSERT INTO deposit_bonus_tiers (min_amount, percent)
     SELECT * FROM unnest($1::bigint[], $2::int[])`,
    [tiers.map((t) => t.minAmount), tiers.map((t) => t.percent)],
  );
}
