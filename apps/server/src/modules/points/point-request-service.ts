import { offeredPaymentTypes, PaymentType } from '@smm/contract/enums';
import { MESSAGES } from '@smm/contract/messages';
import { paymentAmount, toMilli, fromMilli } from '@smm/contract/money';
import { CHARGE_EXPIRY_HOURS, type PointHistoryRow, type PointRequest } from '@smm/contract/point';
import type { PageQuery, PointRequestCreated } from '@smm/contract/point-api';
import { isEnabled } from '@smm/contract/settings';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { BadRequestError, TooManyRequestsError } from '../../errors.ts';
import { loadSettingsMap } from '../site/site-service.ts';
import * as repo from './point-request-repository.ts';

/** A member may have this many requests waiting for a deposit; more is flooding the operator. */
export const MAX_PENDING_REQUESTS = 3;
const EXPIRY_MS = CHARGE_EXPIRY_HOURS * 60 * 60 * 1000;

export interface PointsDeps {
  db: Database;
  clock: Clock;
}

/** Opens a top-up request and answers what the deposit card shows (amount to transfer, bank). */
export async function createPointRequest(
  deps: PointsDeps,
  memberId: number,
  input: PointRequest,
): Promise<PointRequestCreated> {
  const settings = await loadSettingsMap(deps.db);
  // The form only offers what the settings allow; the server holds the same line for other clients.
  const offered = offeredPaymentTypes(
    settings.ENABLE_PAYMENT_TYPE,
    isEnabled(settings, 'ENABLE_PAYMENT_FEE'),
  );
  if (!offered.includes(input.feeType))
    throw new BadRequestError(MESSAGES.charge.feeTypeNotOffered, 'FEE_TYPE_NOT_OFFERED');

  const createdAt = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    // Two simultaneous requests of one member queue on this lock, so the count below cannot go stale.
    await repo.lockMember(tx, memberId);
    if ((await repo.countPending(tx, memberId)) >= MAX_PENDING_REQUESTS) {
      throw new TooManyRequestsError(MESSAGES.charge.tooManyPending);
    }
    return repo.insertRequest(tx, {
      memberId,
      name: input.name,
      pointMilli: toMilli(input.point),
      payAmount: paymentAmount(input.point, input.feeType === PaymentType.Fee),
      feeType: input.feeType,
      feeValue: input.feeValue,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + EXPIRY_MS),
    });
  });
  return {
    id: row.id,
    point: fromMilli(row.point_milli),
    payAmount: row.pay_amount,
    feeType: row.fee_type,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    bank: {
      name: settings.BANK_NAME ?? '',
      number: settings.BANK_NUMBER ?? '',
      text: settings.BANK_TEXT ?? '',
    },
  };
}

export function pointHistory(
  deps: PointsDeps,
  memberId: number,
  page: PageQuery,
): Promise<PointHistoryRow[]> {
  return repo.listHistory(deps.db, memberId, page.before, page.limit);
}
