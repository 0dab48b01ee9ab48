import { RequestStatus } from '@smm/contract/enums';
import type { AdminPointRequest, AdminPointRequestsQuery } from '@smm/contract/point-api';
import { POINT_MESSAGES } from '@smm/contract/point-messages';
import { fromMilli } from '@smm/contract/money';
import type { Clock } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { MemberDirectoryService } from '../accounts/member-directory-service.ts';
import { ledger } from '../ledger/ledger-service.ts';
import * as repo from './point-request-repository.ts';

export interface PointDecisionDeps {
  db: Database;
  clock: Clock;
  members: MemberDirectoryService;
  /** Records the operator's decisions in the same transaction as the decision. */
  audit: Pick<AuditService, 'record'>;
  /**
   * What an approval credits beside the top-up, in its transaction (modules/marketing): the deposit
   * bonus, a waiting percent coupon, the referrer's commission.
   */
  rewards: TopupRewards;
}

/** A top-up request as its approval left it. */
export type ApprovedTopup = repo.PointRequestRow;

/** Credits tied to an approved top-up; called once, by the approval that won. */
export interface TopupRewards {
  /** Returns the points a percent coupon credited with it, which the request row then shows. */
  creditInTx(tx: Queryable, approved: ApprovedTopup): Promise<{ couponBonusMilli: number }>;
}

/** What the audit log keeps of a request before and after a decision. */
function auditValues(row: repo.PointRequestRow, reason: string | null) {
  return {
    before: { status: RequestStatus.Pending, point: fromMilli(row.point_milli), payAmount: row.pay_amount },
    after: { status: row.status, point: fromMilli(row.point_milli), payAmount: row.pay_amount, reason },
  };
}

/** The operator's side of top-ups, and the one approve path the bank webhook shares. */
export interface PointDecisionService {
  list(query: AdminPointRequestsQuery): Promise<AdminPointRequest[]>;
  /** One request as the operator's list shows it (the 1:1 문의 beside a top-up); null when none. */
  find(id: number): Promise<AdminPointRequest | null>;
  approveByOperator(id: number, operatorId: number): Promise<AdminPointRequest>;
  rejectByOperator(id: number, operatorId: number, reason?: string): Promise<AdminPointRequest>;
  /**
   * The one approve path (operator and webhook): the pending -> accepted change decides who wins,
   * and only the winner credits, under the ledger key that could never be booked twice anyway.
   * Returns null when the request was not pending.
   */
  approveInTx(tx: Queryable, id: number, decision: repo.Decision): Promise<repo.PointRequestRow | null>;
}

export function createPointDecisionService(deps: PointDecisionDeps): PointDecisionService {
  const { db } = deps;

  /** Fills in the login ids of the member and the deciding operator. */
  async function named(rows: repo.AdminRequestRow[]): Promise<AdminPointRequest[]> {
    const ids = rows.flatMap((r) => (r.decidedById === null ? [r.memberId] : [r.memberId, r.decidedById]));
    const logins = await deps.members.loginIds(ids);
    return rows.map(({ decidedById, ...r }) => ({
      ...r,
      loginId: logins.get(r.memberId) ?? null,
      decidedBy: decidedById === null ? null : (logins.get(decidedById) ?? null),
    }));
  }

  async function adminRow(id: number): Promise<AdminPointRequest> {
    const [row] = await named(await repo.listForAdmin(db, { id, limit: 1 }));
    if (!row) throw new NotFoundError(POINT_MESSAGES.requestNotFound);
    return row;
  }

  async function undecidable(id: number): Promise<Error> {
    return (await repo.requestExists(db, id))
      ? new ConflictError(POINT_MESSAGES.requestDecided, 'ALREADY_DECIDED')
      : new NotFoundError(POINT_MESSAGES.requestNotFound);
  }

  const service: PointDecisionService = {
    list: async (query) => named(await repo.listForAdmin(db, query)),
    find: async (id) => (await named(await repo.listForAdmin(db, { id, limit: 1 })))[0] ?? null,
    async approveInTx(tx, id, decision) {
      const row = await repo.decidePending(tx, id, RequestStatus.Success, decision);
      if (!row) return null;
      await ledger.credit(tx, {
        memberId: row.member_id,
        amountMilli: row.point_milli,
        reason: 'topup',
        refType: 'point_request',
        refId: row.id,
        key: `point_request:${row.id}:credit`,
      });
      const { couponBonusMilli } = await deps.rewards.creditInTx(tx, row);
      if (couponBonusMilli > 0) await repo.setCouponBonus(tx, row.id, couponBonusMilli);
      return { ...row, coupon_bonus_milli: couponBonusMilli };
    },
    async approveByOperator(id, operatorId) {
      const decision = { via: 'operator' as const, operatorId, reason: null, at: deps.clock.now() };
      const row = await db.transaction(async (tx) => {
        const approved = await service.approveInTx(tx, id, decision);
        if (approved) {
          await deps.audit.record(tx, {
            operatorId,
            action: 'point_request.approve',
            targetType: 'point_request',
            targetId: id,
            ...auditValues(approved, null),
          });
        }
        return approved;
      });
      if (!row) throw await undecidable(id);
      return adminRow(id);
    },
    async rejectByOperator(id, operatorId, reason) {
      const decision = {
        via: 'operator' as const,
        operatorId,
        reason: reason || 'rejected',
        at: deps.clock.now(),
      };
      const row = await db.transaction(async (tx) => {
        const rejected = await repo.decidePending(tx, id, RequestStatus.Fail, decision);
        if (rejected) {
          await deps.audit.record(tx, {
            operatorId,
            action: 'point_request.reject',
            targetType: 'point_request',
            targetId: id,
            ...auditValues(rejected, decision.reason),
            memo: reason ?? '',
          });
        }
        return rejected;
      });
      if (!row) throw await undecidable(id);
      return adminRow(id);
    },
  };
  return service;
}

/**
 * The expiry sweep (jobs/sweeps.ts): cancels pending requests whose 3 hours are up (the deposit card
 * promises it). A request an operator or the webhook is deciding right now is skipped and, if still
 * pending, caught on the next run.
 */
export async function expirePointRequests(db: Queryable, now: Date, batch = 500): Promise<number> {
  let expired = 0;
  for (;;) {
    const ids = await repo.expireDue(db, now, batch);
    expired += ids.length;
    if (ids.length < batch) return expired;
  }
}
