import type { RateLimiter, RateRule } from '../rate-limit/rate-limiter.ts';
import { offeredPaymentTypes, PaymentType } from '@smm/contract/enums';
import { MESSAGES } from '@smm/contract/messages';
import { paymentAmount, toMilli, fromMilli } from '@smm/contract/money';
import { CHARGE_EXPIRY_HOURS, type PointHistoryRow, type PointRequest } from '@smm/contract/point';
import type { PointRequestCreated } from '@smm/contract/point-api';
import type { PageQuery } from '@smm/contract/paging';
import { isEnabled } from '@smm/contract/settings';
import type { Clock } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { BadRequestError, TooManyRequestsError } from '../../errors.ts';
import type { MemberDirectoryService } from '../accounts/member-directory-service.ts';
import { pointRequestCreatedEvent } from '../notifications/operator-events.ts';
import type { OperatorNotifier } from '../notifications/operator-notifier.ts';
import type { SiteService } from '../site/site-service.ts';
import * as repo from './point-request-repository.ts';

/** A member may have this many requests waiting for a deposit; more is flooding the operator. */
export const MAX_PENDING_REQUESTS = 3;
const EXPIRY_MS = CHARGE_EXPIRY_HOURS * 60 * 60 * 1000;

export interface PointRequestDeps {
  db: Database;
  clock: Clock;
  site: SiteService;
  members: MemberDirectoryService;
  /** Tells the operator of the new request (an outbox row in the request's transaction). */
  notifier: OperatorNotifier;
  limiter: RateLimiter;
  /** Top-up requests per member. */
  perMember: RateRule;
  /** The deposit bonus the request is promised (modules/marketing). */
  bonus: { bonusMilliFor(q: Queryable, point: number): Promise<number> };
}

/** The member's side of top-ups. */
export interface PointRequestService {
  /** Opens a top-up request and answers what the deposit card shows (amount to transfer, bank). */
  create(memberId: number, input: PointRequest): Promise<PointRequestCreated>;
  history(memberId: number, page: PageQuery): Promise<PointHistoryRow[]>;
}

export function createPointRequestService(deps: PointRequestDeps): PointRequestService {
  return {
    create: (memberId, input) => createPointRequest(deps, memberId, input),
    history: (memberId, page) => repo.listHistory(deps.db, memberId, page),
  };
}

async function createPointRequest(
  deps: PointRequestDeps,
  memberId: number,
  input: PointRequest,
): Promise<PointRequestCreated> {
  await deps.limiter.enforce(`topup-member:${memberId}`, deps.perMember);
  const settings = await deps.site.settingsMap();
  // The form only offers what the settings allow; the server holds the same line for other clients.
  const offered = offeredPaymentTypes(
    settings.ENABLE_PAYMENT_TYPE,
    isEnabled(settings, 'ENABLE_PAYMENT_FEE'),
  );
  if (!offered.includes(input.feeType))
    throw new BadRequestError(MESSAGES.charge.feeTypeNotOffered, 'FEE_TYPE_NOT_OFFERED');

  const createdAt = deps.clock.now();
  // Read before the transaction: on the embedded database a read outside it would wait for it.
  const loginIds = await deps.members.loginIds([memberId]);
  const row = await deps.db.transaction(async (tx) => {
    // Two simultaneous requests of one member queue on this lock, so the count below cannot go stale.
    await deps.members.lock(tx, memberId);
    if ((await repo.countPending(tx, memberId)) >= MAX_PENDING_REQUESTS) {
      throw new TooManyRequestsError(MESSAGES.charge.tooManyPending);
    }
    const inserted = await repo.insertRequest(tx, {
      memberId,
      name: input.name,
      pointMilli: toMilli(input.point),
      payAmount: paymentAmount(input.point, input.feeType === PaymentType.Fee),
      feeType: input.feeType,
      feeValue: input.feeValue,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + EXPIRY_MS),
      // Fixed now, under the tiers the charge form showed; credited with the approval.
      bonusMilli: await deps.bonus.bonusMilliFor(tx, input.point),
    });
    await deps.notifier.notify(
      tx,
      pointRequestCreatedEvent({
        id: inserted.id,
        memberId,
        loginId: loginIds.get(memberId) ?? null,
        depositorName: input.name,
        point: fromMilli(inserted.point_milli),
        payAmount: inserted.pay_amount,
      }),
    );
    return inserted;
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
    bonus: fromMilli(row.bonus_milli),
  };
}
