import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETING_MESSAGES } from '@smm/contract/marketing-messages';
import type { MarketingReport } from '@smm/contract/marketing-report';
import { kstDayLabel, kstDayNumber } from '../../db/kst-day.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { call, messageOf } from '../../../test/helpers/marketing.ts';
import { createTestService } from '../../../test/helpers/order-fixtures.ts';
import { createPendingTopUp, decide } from '../../../test/helpers/points.ts';

let ctx: TestContext;
let operator: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await createTestMember(ctx, { isAdmin: true });
});
afterAll(() => ctx.close());

const today = kstDayLabel(kstDayNumber(new Date()));
const report = async (query = `from=${today}&to=${today}`) => {
  const res = await call(ctx, operator, 'GET', `/api/admin/marketing/report?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MarketingReport>();
};

describe('GET /api/admin/marketing/report', () => {
  it("counts the day's bonus, coupon, discount and commission beside revenue and top-ups", async () => {
    const before = (await report()).totals;
    await call(ctx, operator, 'PUT', '/api/admin/marketing/deposit-bonus', {
      enabled: true,
      tiers: [{ minAmount: 10_000, percent: 10 }],
    });
    await call(ctx, operator, 'PUT', '/api/admin/marketing/referral', {
      enabled: true,
      percent: 5,
      basis: 'topup',
      months: 12,
      payoutEnabled: false,
      payoutMinimum: 0,
    });
    const referrer = await createTestMember(ctx);
    const member = await createTestMember(ctx);
    await ctx.db.query('UPDATE members SET referred_by = $2 WHERE id = $1', [member.id, referrer.id]);
    const topup = await createPendingTopUp(ctx, member, '홍길동', 20_000);
    await decide(ctx, operator, topup, 'approve');
    const coupon = await call(ctx, operator, 'POST', '/api/admin/coupons', {
      kind: 'fixed',
      code: `REPORT-${Date.now()}`,
      name: '보고서',
      points: 500,
      totalUses: 1,
      perMemberUses: 1,
      validFrom: new Date(Date.now() - 60_000).toISOString(),
      validTo: new Date(Date.now() + 3_600_000).toISOString(),
      firstTopupOnly: false,
    });
    await call(ctx, member, 'POST', '/api/point/coupons/redeem', {
      code: coupon.json<{ code: string }>().code,
    });
    const service = await createTestService(ctx, { price: 2 });
    await call(ctx, operator, 'PUT', `/api/admin/members/${member.id}/pricing`, {
      pinnedGradeId: null,
      discountPercent: 25,
      allowBelowCost: false,
      servicePrices: [],
    });
    const ordered = await call(ctx, member, 'POST', '/api/service/order', {
      serviceId: service,
      link: 'https://x.com/p/1',
      amount: 100,
    });
    expect(ordered.statusCode, ordered.body).toBe(200);

    const after = await report();
    expect(after.days).toHaveLength(1);
    const delta = Object.fromEntries(
      Object.entries(after.totals).map(([k, v]) => [k, v - before[k as keyof typeof before]]),
    );
    expect(delta).toEqual({
      revenue: 150,
      topups: 20_000,
      bonus: 2000,
      coupon: 500,
      discount: 50,
      commission: 1000,
    });
  });

  it('answers every day of the range and refuses a bad range in Korean', async () => {
    expect((await report('from=2026-01-01&to=2026-01-03')).days.map((d) => d.day)).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
    ]);
    for (const query of [
      'from=2026-01-03&to=2026-01-01',
      'from=2025-01-01&to=2026-12-31',
      'from=x&to=2026-01-01',
    ]) {
      const res = await call(ctx, operator, 'GET', `/api/admin/marketing/report?${query}`);
      expect([res.statusCode, messageOf(res)]).toEqual([400, MARKETING_MESSAGES.report.rangeInvalid]);
    }
  });
});
