import type { AdminCoupon, CreateCoupon } from '@smm/contract/coupons';
import { formatDateTime, formatWon } from '@smm/contract/format';

const KST_OFFSET_MS = 9 * 3_600_000;

/** A `datetime-local` value read as Korean time (the console's clock), as the contract's ISO string. */
export function kstInputToIso(value: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+09:00` : value;
}

/** Now plus `days`, as a `datetime-local` value in Korean time. */
export function kstInputValue(days = 0, now = Date.now()): string {
  return new Date(now + KST_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 16);
}

/** What a coupon gives, in words: '3,000원 지급' or '다음 충전의 10% (최대 5,000원)'. */
export function couponBenefit(c: Pick<AdminCoupon, 'kind' | 'points' | 'percent' | 'maxPoints'>): string {
  return c.kind === 'fixed'
    ? `${formatWon(c.points ?? 0)}원 지급`
    : `다음 충전의 ${c.percent ?? 0}% (최대 ${formatWon(c.maxPoints ?? 0)}원)`;
}

export function couponPeriod(c: { validFrom: string; validTo: string }): string {
  return `${formatDateTime(c.validFrom).slice(0, 16)} ~ ${formatDateTime(c.validTo).slice(0, 16)}`;
}

/** The confirmation of a new coupon. */
export function describeNewCoupon(c: CreateCoupon): string {
  const benefit = couponBenefit({
    kind: c.kind,
    points: c.kind === 'fixed' ? c.points : null,
    percent: c.kind === 'topup_percent' ? c.percent : null,
    maxPoints: c.kind === 'topup_percent' ? c.maxPoints : null,
  });
  const first = c.firstTopupOnly ? ', 첫 충전 전 회원만' : '';
  return `쿠폰 ${c.code} (${c.name}): ${benefit}, 총 ${formatWon(c.totalUses)}회, 회원당 ${formatWon(c.perMemberUses)}회, ${couponPeriod(c)}${first}. 만들까요?`;
}
