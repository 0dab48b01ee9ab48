import { commissionMilli } from '@smm/contract/referral';
import type { Queryable } from '../../db/database.ts';
import { ledger } from '../ledger/ledger-service.ts';
import type { ApprovedTopup } from '../points/point-decision-service.ts';
import { readSettings } from './marketing-settings-repository.ts';
import { activeReferrer, isBooked } from './referral-repository.ts';

/** What earns a referrer commission: an approved top-up, or the points an order kept when it settled. */
export interface CommissionSource {
  basis: 'topup' | 'order';
  /** The point request's or the order's id. */
  id: number;
  /** The referred member. */
  memberId: number;
  amountMilli: number;
  at: Date;
}

/**
 * Credits the referrer's commission on `source` inside the caller's transaction, when the lever is
 * on for this basis and the referred member is within the months after sign-up. Booked once under
 * `<point_request|order>:<id>:commission`: a source already booked is left alone.
 */
export async function creditCommission(tx: Queryable, source: CommissionSource): Promise<void> {
  if (source.amountMilli <= 0) return;
  const settings = await readSettings(tx);
  if (!settings.referral_enabled || settings.referral_basis !== source.basis) return;
  const amountMilli = commissionMilli(source.amountMilli, settings.referral_percent);
  if (amountMilli <= 0) return;
  const referrer = await activeReferrer(tx, source.memberId, settings.referral_months, source.at);
  if (referrer === null) return;
  const refType = source.basis === 'topup' ? 'point_request' : 'order';
  const key = `${refType}:${source.id}:commission`;
  if (await isBooked(tx, key)) return;
  await ledger.credit(tx, {
    memberId: referrer,
    amountMilli,
    reason: 'commission',
    refType,
    refId: source.id,
    key,
  });
}

/** The top-up reward of the referral lever (basis 'topup'): on the top-up's points, not its bonus. */
export async function creditTopupCommission(tx: Queryable, approved: ApprovedTopup): Promise<number> {
  await creditCommission(tx, {
    basis: 'topup',
    id: approved.id,
    memberId: approved.member_id,
    amountMilli: approved.point_milli,
    at: approved.response_at ?? approved.created_at,
  });
  return 0;
}
