import { MARKETING_MESSAGES } from '@smm/contract/marketing-messages';
import { fromMilli } from '@smm/contract/money';
import {
  maskLoginId,
  type AdminPayoutsQuery,
  type MyReferral,
  type ReferralPayout,
  type ReferralSettings,
  type RequestPayout,
} from '@smm/contract/referral';
import type { Clock } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { MemberDirectoryService } from '../accounts/member-directory-service.ts';
import { ledger } from '../ledger/ledger-service.ts';
import * as settings from './marketing-settings-repository.ts';
import * as repo from './referral-repository.ts';

const R = MARKETING_MESSAGES.referral;

export interface ReferralService {
  getSettings(q?: Queryable): Promise<ReferralSettings>;
  putSettings(operatorId: number, input: ReferralSettings): Promise<ReferralSettings>;
  mine(memberId: number): Promise<MyReferral>;
  requestPayout(memberId: number, input: RequestPayout): Promise<ReferralPayout>;
  listPayouts(query: AdminPayoutsQuery): Promise<ReferralPayout[]>;
  approvePayout(operatorId: number, id: number): Promise<ReferralPayout>;
  rejectPayout(operatorId: number, id: number, reason?: string): Promise<ReferralPayout>;
}

const payoutView = (p: repo.PayoutRow, loginId: string | null): ReferralPayout => ({
  id: p.id,
  memberId: p.member_id,
  loginId,
  amount: fromMilli(p.amount_milli),
  bank: p.bank,
  accountNumber: p.account_number,
  holder: p.holder,
  state: p.state,
  reason: p.reason,
  createdAt: p.created_at.toISOString(),
  decidedAt: p.decided_at?.toISOString() ?? null,
});

/** Whole won a referrer may still ask to withdraw: earned less paid and asked, within the balance. */
function withdrawableWon(t: repo.ReferralTotals, balanceMilli: number): number {
  const left = Math.min(t.earned_milli - t.paid_milli - t.pending_milli, balanceMilli);
  return Math.max(0, Math.floor(left / 1000));
}

export function createReferralService(deps: {
  db: Database;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
  members: Pick<MemberDirectoryService, 'lock' | 'loginIds' | 'balanceMilli'>;
}): ReferralService {
  const { db, clock } = deps;
  const getSettings = async (q: Queryable = db): Promise<ReferralSettings> => {
    const s = await settings.readSettings(q);
    return {
      enabled: s.referral_enabled,
      percent: s.referral_percent,
      basis: s.referral_basis,
      months: s.referral_months,
      payoutEnabled: s.payout_enabled,
      payoutMinimum: s.payout_minimum,
    };
  };

  async function named(rows: repo.PayoutRow[]): Promise<ReferralPayout[]> {
    const logins = await deps.members.loginIds(rows.map((r) => r.member_id));
    return rows.map((r) => payoutView(r, logins.get(r.member_id) ?? null));
  }

  async function decide(
    operatorId: number,
    id: number,
    state: 'approved' | 'rejected',
    reason: string | null,
  ) {
    const row = await db.transaction(async (tx) => {
      const decided = await repo.decidePayout(tx, id, state, { operatorId, reason, at: clock.now() });
      if (!decided) return null;
      if (state === 'approved') {
        // The debit is conditional: a referrer who spent the points since cannot be paid them.
        const balance = await ledger.debitIfCovered(tx, {
          memberId: decided.member_id,
          amountMilli: decided.amount_milli,
          reason: 'payout',
          refType: 'referral_payout',
          refId: id,
          key: `referral_payout:${id}:debit`,
        });
        if (balance === null) throw new ConflictError(R.payoutUncovered, 'PAYOUT_UNCOVERED');
      }
      await deps.audit.record(tx, {
        operatorId,
        action: state === 'approved' ? 'referral_payout.approve' : 'referral_payout.reject',
        targetType: 'referral_payout',
        targetId: id,
        before: { state: 'pending' },
        after: { state, amount: fromMilli(decided.amount_milli), reason },
      });
      return decided;
    });
    if (!row) {
      if (await repo.payoutExists(db, id)) throw new ConflictError(R.payoutDecided, 'ALREADY_DECIDED');
      throw new NotFoundError(R.payoutNotFound);
    }
    return (await named([row]))[0] as ReferralPayout;
  }

  return {
    getSettings,
    async putSettings(operatorId, input) {
      return db.transaction(async (tx) => {
        await settings.readSettings(tx, true);
        const before = await getSettings(tx);
        await settings.updateSettings(tx, {
          referral_enabled: input.enabled,
          referral_percent: input.percent,
          referral_basis: input.basis,
          referral_months: input.months,
          payout_enabled: input.payoutEnabled,
          payout_minimum: input.payoutMinimum,
        });
        await deps.audit.record(tx, {
          operatorId,
          action: 'marketing.referral',
          targetType: 'marketing',
          targetId: 'referral',
          before,
          after: input,
        });
        return input;
      });
    },
    async mine(memberId) {
      const [s, totals, referred, code, payouts, balance] = await Promise.all([
        getSettings(),
        repo.totals(db, memberId),
        repo.listReferred(db, memberId),
        repo.referralCode(db, memberId),
        repo.listPayouts(db, { memberId, limit: 100 }),
        deps.members.balanceMilli(memberId),
      ]);
      const monthsMs = (from: Date) => {
        const until = new Date(from);
        until.setUTCMonth(until.getUTCMonth() + s.months);
        return until.toISOString();
      };
      return {
        referralCode: code,
        enabled: s.enabled,
        percent: s.percent,
        basis: s.basis,
        months: s.months,
        earned: fromMilli(totals.earned_milli),
        paidOut: fromMilli(totals.paid_milli),
        pendingPayout: fromMilli(totals.pending_milli),
        withdrawable: withdrawableWon(totals, balance),
        payoutEnabled: s.payoutEnabled,
        payoutMinimum: s.payoutMinimum,
        referred: referred.map((r) => ({
          maskedLoginId: maskLoginId(r.login_id),
          joinedAt: r.created_at.toISOString(),
          earnsUntil: monthsMs(r.created_at),
          earned: fromMilli(r.earned_milli),
        })),
        payouts: payouts.map((p) => payoutView(p, null)),
      };
    },
    async requestPayout(memberId, input) {
      const row = await db
        .transaction(async (tx) => {
          // One member's requests queue here, so the sums below are current.
          await deps.members.lock(tx, memberId);
          const s = await settings.readSettings(tx);
          if (!s.payout_enabled) throw new BadRequestError(R.payoutDisabled, 'PAYOUT_DISABLED');
          if (input.amount < s.payout_minimum)
            throw new BadRequestError(R.payoutBelowMinimum, 'PAYOUT_MINIMUM');
          const totals = await repo.totals(tx, memberId);
          if (totals.pending_milli > 0) throw new BadRequestError(R.payoutPending, 'PAYOUT_PENDING');
          const balance = await repo.balanceMilli(tx, memberId);
          if (input.amount > withdrawableWon(totals, balance))
            throw new BadRequestError(R.payoutOverEarned, 'PAYOUT_OVER_EARNED');
          return repo.insertPayout(tx, {
            memberId,
            amountMilli: input.amount * 1000,
            ...input,
            at: clock.now(),
          });
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new BadRequestError(R.payoutPending, 'PAYOUT_PENDING');
          throw error;
        });
      return payoutView(row, null);
    },
    listPayouts: async (query) => named(await repo.listPayouts(db, query)),
    approvePayout: (operatorId, id) => decide(operatorId, id, 'approved', null),
    rejectPayout: (operatorId, id, reason) => decide(operatorId, id, 'rejected', reason || null),
  };
}
