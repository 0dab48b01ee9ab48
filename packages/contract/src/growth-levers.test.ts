import { describe, expect, it } from 'vitest';
import { couponCodeSchema, createCouponSchema } from './coupons.ts';
import { depositBonusMilli, depositBonusSchema } from './deposit-bonus.ts';
import { MARKETING_MESSAGES } from './marketing-messages.ts';
import { gradesConfigInputSchema, memberUnitPriceMilli } from './member-grades.ts';
import { marketingReportQuerySchema } from './marketing-report.ts';
import { commissionMilli, maskLoginId } from './referral.ts';

const tiers = {
  enabled: true,
  tiers: [
    { minAmount: 100_000, percent: 3 },
    { minAmount: 300_000, percent: 5 },
  ],
};

describe('deposit bonus', () => {
  it('is the highest reached tier, exact in milli-points, nothing when off or below every tier', () => {
    expect(depositBonusMilli(tiers, 99_999)).toBe(0);
    expect(depositBonusMilli(tiers, 100_000)).toBe(3_000_000);
    expect(depositBonusMilli(tiers, 300_001)).toBe(15_000_050);
    expect(depositBonusMilli({ ...tiers, enabled: false }, 300_000)).toBe(0);
  });

  it('refuses duplicate thresholds and fractional percents', () => {
    const twice = depositBonusSchema.safeParse({ enabled: true, tiers: [tiers.tiers[0], tiers.tiers[0]] });
    expect(twice.error?.issues[0]?.message).toBe(MARKETING_MESSAGES.bonus.tiersDuplicate);
    const half = depositBonusSchema.safeParse({ enabled: true, tiers: [{ minAmount: 1, percent: 1.5 }] });
    expect(half.error?.issues[0]?.message).toBe(MARKETING_MESSAGES.bonus.tierPercentInvalid);
  });
});

describe('member unit price', () => {
  const base = {
    listMilli: 1000,
    costMilli: 850,
    fixedMilli: null,
    discountPercent: 10,
    allowBelowCost: false,
  };
  it('takes the discount rounded up, a fixed price first, and holds at the cost unless allowed', () => {
    expect(memberUnitPriceMilli(base)).toBe(900);
    expect(memberUnitPriceMilli({ ...base, listMilli: 333, costMilli: null, discountPercent: 10 })).toBe(300);
    expect(memberUnitPriceMilli({ ...base, listMilli: 335, costMilli: null, discountPercent: 10 })).toBe(302);
    expect(memberUnitPriceMilli({ ...base, discountPercent: 20 })).toBe(850);
    expect(memberUnitPriceMilli({ ...base, discountPercent: 20, allowBelowCost: true })).toBe(800);
    expect(memberUnitPriceMilli({ ...base, fixedMilli: 950 })).toBe(950);
    expect(memberUnitPriceMilli({ ...base, fixedMilli: 500 })).toBe(850);
    // A list price the operator set below cost is never raised.
    expect(memberUnitPriceMilli({ ...base, listMilli: 800 })).toBe(800);
  });
});

describe('coupon input', () => {
  it('upper-cases codes and refuses others in Korean', () => {
    expect(couponCodeSchema.parse(' welcome-1 ')).toBe('WELCOME-1');
    expect(couponCodeSchema.safeParse('ab').error?.issues[0]?.message).toBe(
      MARKETING_MESSAGES.coupon.codeInvalid,
    );
    expect(couponCodeSchema.safeParse('').error?.issues[0]?.message).toBe(
      MARKETING_MESSAGES.coupon.codeRequired,
    );
  });

  it('needs the end of the period after its start', () => {
    const parsed = createCouponSchema.safeParse({
      kind: 'fixed',
      code: 'ABCD',
      name: '이름',
      points: 1,
      totalUses: 1,
      perMemberUses: 1,
      validFrom: '2026-01-02T00:00:00+09:00',
      validTo: '2026-01-01T00:00:00+09:00',
      firstTopupOnly: false,
    });
    expect(parsed.error?.issues[0]?.message).toBe(MARKETING_MESSAGES.coupon.periodInvalid);
  });
});

describe('grades, referral and report input', () => {
  it('requires a grade from 0 spend', () => {
    const parsed = gradesConfigInputSchema.safeParse({
      periodDays: 30,
      grades: [{ name: '골드', minSpend: 100, discountPercent: 5 }],
    });
    expect(parsed.error?.issues[0]?.message).toBe(MARKETING_MESSAGES.grade.firstFromZero);
  });

  it('masks login ids and rounds commission down', () => {
    expect(maskLoginId('abcdef')).toBe('ab****');
    expect(maskLoginId('ab')).toBe('ab***');
    expect(maskLoginId(null)).toBe('(탈퇴 회원)');
    expect(commissionMilli(333, 10)).toBe(33);
  });

  it('takes a report range of at most 366 days in order', () => {
    expect(marketingReportQuerySchema.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(true);
    expect(marketingReportQuerySchema.safeParse({ from: '2026-01-02', to: '2026-01-01' }).success).toBe(
      false,
    );
  });
});
