import type {
  AdminCoupon,
  CouponRedemption,
  CreateCoupon,
  MemberCoupons,
  RedeemCouponResult,
  UpdateCoupon,
} from '@smm/contract/coupons';
import { MARKETING_MESSAGES } from '@smm/contract/marketing-messages';
import { fromMilli, toMilli } from '@smm/contract/money';
import type { PageQuery } from '@smm/contract/paging';
import type { Clock } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { isUniqueViolation, violatedConstraint } from '../../db/pg-errors.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { MemberDirectoryService } from '../accounts/member-directory-service.ts';
import { ledger } from '../ledger/ledger-service.ts';
import type { RateLimiter, RateRule } from '../rate-limit/rate-limiter.ts';
import type { TopupReward } from './topup-rewards.ts';
import * as repo from './coupon-repository.ts';
import { couponView, pendingView, redemptionView } from './coupon-views.ts';

const M = MARKETING_MESSAGES.coupon;

export interface CouponDeps {
  db: Database;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
  members: Pick<MemberDirectoryService, 'lock' | 'loginIds' | 'balanceMilli'>;
  limiter: RateLimiter;
  /** Redemption attempts per member, refused ones too: a code must not be guessable by trying. */
  perMember: RateRule;
}

export interface CouponService {
  list(page: PageQuery): Promise<AdminCoupon[]>;
  create(operatorId: number, input: CreateCoupon): Promise<AdminCoupon>;
  update(operatorId: number, id: number, input: UpdateCoupon): Promise<AdminCoupon>;
  redemptions(couponId: number, page: PageQuery): Promise<CouponRedemption[]>;
  redeem(memberId: number, code: string): Promise<RedeemCouponResult>;
  mine(memberId: number, page: PageQuery): Promise<MemberCoupons>;
  /** The top-up reward: credits the member's waiting percent coupon with the approved top-up. */
  creditWithTopup: TopupReward;
}

const refusal = (message: string, code = 'COUPON_REFUSED') => new BadRequestError(message, code);

/** Why a coupon cannot be used at `now`, or null when it can (uses aside). */
function unusable(c: repo.CouponRow, now: Date): string | null {
  if (!c.enabled) return M.disabled;
  if (now < c.valid_from) return M.notStarted;
  if (now >= c.valid_to) return M.expired;
  return null;
}

export function createCouponService(deps: CouponDeps): CouponService {
  const { db, clock } = deps;

  async function found(q: Queryable, id: number, lock = false): Promise<repo.CouponRow> {
    const row = await repo.findCoupon(q, { id }, lock);
    if (!row) throw new NotFoundError(M.notFound);
    return row;
  }

  /** The redemption rules, then the use, the row and (fixed coupons) the credit, in one transaction. */
  async function redeemInTx(tx: Queryable, memberId: number, code: string, now: Date) {
    // One member's redemptions queue here, so the counts below are current (the unique key backs it).
    await deps.members.lock(tx, memberId);
    const coupon = await repo.findCoupon(tx, { code });
    if (!coupon) throw refusal(M.unknown, 'COUPON_UNKNOWN');
    const why = unusable(coupon, now);
    if (why) throw refusal(why);
    if (coupon.used_count >= coupon.total_uses) throw refusal(M.exhausted, 'COUPON_EXHAUSTED');
    const used = await repo.countMemberUses(tx, coupon.id, memberId);
    if (used >= coupon.per_member_uses) throw refusal(M.memberLimit, 'COUPON_MEMBER_LIMIT');
    if (coupon.first_topup_only && (await repo.hasApprovedTopup(tx, memberId)))
      throw refusal(M.firstTopupOnly);
    const fixed = coupon.kind === 'fixed';
    if (!fixed && (await repo.findPending(tx, memberId))) throw refusal(M.pendingExists, 'COUPON_PENDING');
    // The one contended statement: members racing for the last uses queue on the coupon's row.
    const claimed = await repo.claimUse(tx, coupon.id, now);
    if (!claimed) throw refusal(M.exhausted, 'COUPON_EXHAUSTED');
    const pointsMilli = fixed ? (coupon.points_milli ?? 0) : 0;
    const id = await repo.insertRedemption(tx, {
      couponId: coupon.id,
      memberId,
      seq: used + 1,
      pointsMilli,
      at: now,
      credited: fixed,
    });
    let balance: number | null = null;
    if (fixed) {
      balance = await ledger.credit(tx, {
        memberId,
        amountMilli: pointsMilli,
        reason: 'coupon',
        refType: 'coupon_redemption',
        refId: id,
        key: `coupon_redemption:${id}:credit`,
      });
    }
    return { redemption: await repo.findRedemption(tx, id), balance };
  }

  return {
    list: async (page) => (await repo.listCoupons(db, page)).map(couponView),
    async create(operatorId, input) {
      const row = await db
        .transaction(async (tx) => {
          const inserted = await repo.insertCoupon(tx, {
            code: input.code,
            name: input.name,
            kind: input.kind,
            points_milli: input.kind === 'fixed' ? toMilli(input.points) : null,
            percent: input.kind === 'topup_percent' ? input.percent : null,
            max_points_milli: input.kind === 'topup_percent' ? toMilli(input.maxPoints) : null,
            total_uses: input.totalUses,
            per_member_uses: input.perMemberUses,
            valid_from: new Date(input.validFrom),
            valid_to: new Date(input.validTo),
            first_topup_only: input.firstTopupOnly,
            created_at: clock.now(),
          });
          await deps.audit.record(tx, {
            operatorId,
            action: 'coupon.create',
            targetType: 'coupon',
            targetId: inserted.id,
            after: couponView(inserted),
          });
          return inserted;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error) && violatedConstraint(error) === 'coupons_code_key')
            throw new ConflictError(M.codeTaken, 'COUPON_CODE_TAKEN');
          throw error;
        });
      return couponView(row);
    },
    async update(operatorId, id, input) {
      const row = await db.transaction(async (tx) => {
        const before = await found(tx, id, true);
        const validFrom = input.validFrom ? new Date(input.validFrom) : before.valid_from;
        const validTo = input.validTo ? new Date(input.validTo) : before.valid_to;
        if (validTo <= validFrom) throw refusal(MARKETING_MESSAGES.coupon.periodInvalid, 'BAD_REQUEST');
        if (input.totalUses !== undefined && input.totalUses < before.used_count)
          throw refusal(M.usesBelowUsed, 'BAD_REQUEST');
        const after = await repo.updateCoupon(tx, id, {
          ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.totalUses === undefined ? {} : { total_uses: input.totalUses }),
          valid_from: validFrom,
          valid_to: validTo,
        });
        await deps.audit.record(tx, {
          operatorId,
          action: 'coupon.update',
          targetType: 'coupon',
          targetId: id,
          before: couponView(before),
          after: couponView(after),
        });
        return after;
      });
      return couponView(row);
    },
    async redemptions(couponId, page) {
      await found(db, couponId);
      const rows = await repo.listRedemptions(db, { couponId }, page);
      const logins = await deps.members.loginIds(rows.map((r) => r.member_id));
      return rows.map((r) => redemptionView(r, logins.get(r.member_id) ?? null));
    },
    async redeem(memberId, code) {
      await deps.limiter.enforce(`coupon-member:${memberId}`, deps.perMember);
      const now = clock.now();
      const done = await db
        .transaction((tx) => redeemInTx(tx, memberId, code, now))
        .catch((error: unknown) => {
          // Two redemptions of one member that slipped past the lock (none should): the keys decide.
          if (isUniqueViolation(error)) {
            const pending = violatedConstraint(error) === 'coupon_redemptions_one_pending_idx';
            throw refusal(pending ? M.pendingExists : M.memberLimit, 'COUPON_MEMBER_LIMIT');
          }
          throw error;
        });
      const balance = done.balance ?? (await deps.members.balanceMilli(memberId));
      return { redemption: redemptionView(done.redemption, null), balance: fromMilli(balance) };
    },
    async mine(memberId, page) {
      const [pending, rows] = await Promise.all([
        repo.findPending(db, memberId),
        repo.listRedemptions(db, { memberId }, page),
      ]);
      return {
        pending: pending ? pendingView(pending) : null,
        redemptions: rows.map((r) => redemptionView(r, null)),
      };
    },
    async creditWithTopup(tx, approved) {
      const credited = await repo.creditPendingWith(
        tx,
        { memberId: approved.member_id, requestId: approved.id, pointMilli: approved.point_milli },
        clock.now(),
      );
      if (!credited || credited.points_milli <= 0) return 0;
      await ledger.credit(tx, {
        memberId: approved.member_id,
        amountMilli: credited.points_milli,
        reason: 'coupon',
        refType: 'coupon_redemption',
        refId: credited.id,
        key: `coupon_redemption:${credited.id}:credit`,
      });
      return credited.points_milli;
    },
  };
}
