import type { AdminCoupon, CouponRedemption, MemberCoupons } from '@smm/contract/coupons';
import { fromMilli } from '@smm/contract/money';
import type { CouponRow, RedemptionRow } from './coupon-repository.ts';

const orNull = (milli: number | null) => (milli === null ? null : fromMilli(milli));

export function couponView(r: CouponRow): AdminCoupon {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    kind: r.kind,
    points: orNull(r.points_milli),
    percent: r.percent,
    maxPoints: orNull(r.max_points_milli),
    totalUses: r.total_uses,
    usedCount: r.used_count,
    perMemberUses: r.per_member_uses,
    validFrom: r.valid_from.toISOString(),
    validTo: r.valid_to.toISOString(),
    firstTopupOnly: r.first_topup_only,
    enabled: r.enabled,
    createdAt: r.created_at.toISOString(),
  };
}

export function redemptionView(r: RedemptionRow, loginId: string | null): CouponRedemption {
  return {
    id: r.id,
    couponId: r.coupon_id,
    code: r.code,
    name: r.name,
    kind: r.kind,
    memberId: r.member_id,
    loginId,
    state: r.state,
    points: fromMilli(r.points_milli),
    pointRequestId: r.point_request_id,
    redeemedAt: r.redeemed_at.toISOString(),
    creditedAt: r.credited_at?.toISOString() ?? null,
  };
}

export function pendingView(r: RedemptionRow): NonNullable<MemberCoupons['pending']> {
  return {
    ...redemptionView(r, null),
    percent: r.percent ?? 0,
    maxPoints: fromMilli(r.max_points_milli ?? 0),
  };
}
