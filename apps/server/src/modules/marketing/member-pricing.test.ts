import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '@smm/contract/catalog';
import type { GradesConfig, MemberPricing, MyPricing } from '@smm/contract/member-grades';
import { MARKETING_MESSAGES } from '@smm/contract/marketing-messages';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { balanceAndLedger, createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { auditRows, call, messageOf } from '../../../test/helpers/marketing.ts';
import { createTestService } from '../../../test/helpers/order-fixtures.ts';
import { apiKeyHash } from '../accounts/account-secrets.ts';
import { createAuditService } from '../audit/audit-service.ts';
import { createMemberDirectoryService } from '../accounts/member-directory-service.ts';
import { createGradeService } from './grade-service.ts';

const G = MARKETING_MESSAGES.grade;
const clock = manualClock(new Date('2026-03-01T09:00:00.000Z'));
let ctx: TestContext;
let operator: TestMember;
let service: number;
let gold: number;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  operator = await createTestMember(ctx, { isAdmin: true });
  // List price 1 point per unit; the provider charges 0.85.
  service = await createTestService(ctx, { price: 1, min: 10, max: 100_000 });
  await ctx.db.query('UPDATE services SET provider_rate_milli = 850 WHERE id = $1', [service]);
  const saved = await call(ctx, operator, 'PUT', '/api/admin/marketing/grades', {
    periodDays: 30,
    grades: [
      { name: '일반', minSpend: 0, discountPercent: 0 },
      { name: '골드', minSpend: 1000, discountPercent: 10 },
      { name: 'VIP', minSpend: 100_000, discountPercent: 20 },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  gold = saved.json<GradesConfig>().grades.find((g) => g.name === '골드')!.id;
});
afterAll(() => ctx.close());

function order(member: TestMember, amount: number) {
  return call(ctx, member, 'POST', '/api/service/order', {
    serviceId: service,
    link: 'https://x.com/p/1',
    amount,
  });
}

async function charged(memberId: number): Promise<number[]> {
  const { rows } = await ctx.db.query<{ cost_milli: number }>(
    'SELECT cost_milli FROM orders WHERE member_id = $1 ORDER BY id',
    [memberId],
  );
  return rows.map((r) => r.cost_milli);
}

const mine = async (m: TestMember) => (await call(ctx, m, 'GET', '/api/member/pricing')).json<MyPricing>();

async function listedPrice(who: TestMember | null): Promise<number | undefined> {
  const res = await call(ctx, who, 'GET', '/api/service/services?withPrice=true');
  expect(res.statusCode).toBe(200);
  return res.json<Service[]>().find((s) => s.id === service)?.point;
}

describe('grade settings', () => {
  it('are audited, and refuse a bad list in Korean', async () => {
    const config = (await call(ctx, operator, 'GET', '/api/admin/marketing/grades')).json<GradesConfig>();
    expect(config.periodDays).toBe(30);
    expect(config.grades.map((g) => [g.name, g.minSpend, g.discountPercent])).toEqual([
      ['일반', 0, 0],
      ['골드', 1000, 10],
      ['VIP', 100_000, 20],
    ]);
    expect((await auditRows(ctx, 'marketing.grades'))[0]).toMatchObject({ operator_id: operator.id });
    const bad: [unknown, string][] = [
      [{ periodDays: 30, grades: [{ name: '골드', minSpend: 10, discountPercent: 5 }] }, G.firstFromZero],
      [{ periodDays: 0, grades: [] }, G.periodInvalid],
      [{ periodDays: 30, grades: [{ name: '일반', minSpend: 0, discountPercent: 91 }] }, G.discountInvalid],
      [
        {
          periodDays: 30,
          grades: [
            { name: 'A', minSpend: 0, discountPercent: 0 },
            { name: 'A', minSpend: 5, discountPercent: 1 },
          ],
        },
        G.namesDuplicate,
      ],
      [{ periodDays: 30, grades: [{ id: 987654, name: 'A', minSpend: 0, discountPercent: 0 }] }, G.notFound],
    ];
    for (const [body, message] of bad) {
      const res = await call(ctx, operator, 'PUT', '/api/admin/marketing/grades', body);
      expect([res.statusCode, messageOf(res)]).toEqual([400, message]);
    }
    const member = await createTestMember(ctx);
    expect((await call(ctx, member, 'GET', '/api/admin/marketing/grades')).statusCode).toBe(403);
  });
});

describe('grades from spend', () => {
  it('rise with the order that reaches the threshold, and the next order is charged the grade price', async () => {
    const member = await createTestMember(ctx, { points: 5000 });
    expect(await mine(member)).toEqual({ gradeName: null, discountPercent: 0, prices: [] });
    expect((await order(member, 1000)).statusCode).toBe(200);
    const own = await mine(member);
    expect(own).toMatchObject({ gradeName: '골드', discountPercent: 10 });
    expect(own.prices.find((p) => p.serviceId === service)).toEqual({
      serviceId: service,
      unitPrice: 0.9,
      listPrice: 1,
    });
    expect(await listedPrice(member)).toBe(0.9);
    // The shared list is untouched: anonymous and another member see the list price.
    expect(await listedPrice(null)).toBe(1);
    expect(await listedPrice(await createTestMember(ctx))).toBe(1);

    expect((await order(member, 1000)).statusCode).toBe(200);
    expect(await charged(member.id)).toEqual([1_000_000, 900_000]);
    expect(await balanceAndLedger(ctx, member.id)).toEqual({ balance: 3_100_000, ledger: 3_100_000 });
    const { rows } = await ctx.db.query<{ discount_milli: number }>(
      'SELECT discount_milli FROM order_discounts WHERE member_id = $1',
      [member.id],
    );
    expect(rows).toEqual([{ discount_milli: 100_000 }]);
  });

  it("add each order's charge to the spend, as the sweep's exact sum over the ledger has it", async () => {
    const member = await createTestMember(ctx, { points: 5000 });
    for (const amount of [300, 450, 1000]) expect((await order(member, amount)).statusCode).toBe(200);
    const spend = async () =>
      (
        await ctx.db.query<{ period_spend_milli: number; grade_id: number | null }>(
          'SELECT period_spend_milli, grade_id FROM members WHERE id = $1',
          [member.id],
        )
      ).rows[0];
    // 300 and 450 stay under 골드 (1,000); the third is charged the list price and reaches it: 1,750.
    expect(await spend()).toEqual({ period_spend_milli: 1_750_000, grade_id: gold });
    const members = createMemberDirectoryService({ db: ctx.db });
    const since = new Date(clock.now().getTime() - 30 * 86_400_000);
    expect(await members.recalculateGrades(ctx.db, since, [member.id])).toBe(0);
    expect(await spend()).toEqual({ period_spend_milli: 1_750_000, grade_id: gold });
  });

  it('fall back when spend leaves the period (the sweep)', async () => {
    const member = await createTestMember(ctx, { points: 2000 });
    expect((await order(member, 1000)).statusCode).toBe(200);
    expect((await mine(member)).gradeName).toBe('골드');
    const later = manualClock(new Date(Date.now() + 31 * 86_400_000));
    const members = createMemberDirectoryService({ db: ctx.db });
    const grades = createGradeService({
      db: ctx.db,
      clock: later,
      audit: createAuditService({ db: ctx.db, clock: later, members }),
      members,
    });
    expect(await grades.recalculateIfDue()).toBeGreaterThan(0);
    expect(await grades.recalculateIfDue()).toBe(0);
    expect((await mine(member)).gradeName).toBe('일반');
  });
});

describe('member pricing by the operator', () => {
  it('pins a grade; a member discount beats it; a fixed price beats both; never below cost unless allowed', async () => {
    const member = await createTestMember(ctx, { points: 10_000 });
    const url = `/api/admin/members/${member.id}/pricing`;
    const base = { pinnedGradeId: null, discountPercent: null, allowBelowCost: false, servicePrices: [] };

    expect((await call(ctx, operator, 'PUT', url, { ...base, pinnedGradeId: gold })).statusCode).toBe(200);
    expect(await mine(member)).toMatchObject({ gradeName: '골드', discountPercent: 10 });

    const own = await call(ctx, operator, 'PUT', url, { ...base, pinnedGradeId: gold, discountPercent: 12 });
    expect(own.json<MemberPricing>()).toMatchObject({ grade: { name: '골드' }, discountPercent: 12 });
    expect(await listedPrice(member)).toBe(0.88);

    // 20% would be 0.8, below the provider's 0.85: held at the cost.
    await call(ctx, operator, 'PUT', url, { ...base, discountPercent: 20 });
    expect(await listedPrice(member)).toBe(0.85);

    const below = await call(ctx, operator, 'PUT', url, {
      ...base,
      servicePrices: [{ serviceId: service, unitPrice: 0.5 }],
    });
    expect([below.statusCode, messageOf(below)]).toEqual([400, MARKETING_MESSAGES.pricing.belowCost]);
    const allowed = await call(ctx, operator, 'PUT', url, {
      ...base,
      discountPercent: 20,
      allowBelowCost: true,
      servicePrices: [{ serviceId: service, unitPrice: 0.5 }],
    });
    expect(allowed.json<MemberPricing>().servicePrices).toEqual([
      { serviceId: service, serviceName: '테스트 서비스', unitPrice: 0.5 },
    ]);
    expect(await listedPrice(member)).toBe(0.5);
    expect((await order(member, 100)).statusCode).toBe(200);
    expect(await charged(member.id)).toEqual([50_000]);

    const audits = await auditRows(ctx, 'member.pricing');
    expect(audits[0]).toMatchObject({ operator_id: operator.id, target_id: String(member.id) });
    const unknown = await call(ctx, operator, 'PUT', url, {
      ...base,
      servicePrices: [{ serviceId: 987654, unitPrice: 1 }],
    });
    expect([unknown.statusCode, messageOf(unknown)]).toEqual([
      400,
      MARKETING_MESSAGES.pricing.serviceNotFound,
    ]);
    const nobody = await call(ctx, operator, 'PUT', '/api/admin/members/987654321/pricing', base);
    expect([nobody.statusCode, messageOf(nobody)]).toEqual([404, MARKETING_MESSAGES.pricing.memberNotFound]);
    expect((await call(ctx, member, 'PUT', url, base)).statusCode).toBe(403);
  });

  it('the reseller API and the mass order charge the member price too', async () => {
    const member = await createTestMember(ctx, { points: 1000 });
    await call(ctx, operator, 'PUT', `/api/admin/members/${member.id}/pricing`, {
      pinnedGradeId: null,
      discountPercent: 10,
      allowBelowCost: false,
      servicePrices: [],
    });
    const key = randomBytes(24).toString('base64url');
    await ctx.db.query('UPDATE members SET api_key_hash = $2 WHERE id = $1', [member.id, apiKeyHash(key)]);
    const v1 = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/order',
      headers: { 'api-key': key },
      payload: { serviceId: service, link: 'https://x.com/p/2', amount: 100 },
    });
    expect(v1.statusCode, v1.body).toBe(200);
    const mass = await call(ctx, member, 'POST', '/api/service/mass-order', {
      text: `${service} | https://x.com/p/3 | 100\n${service} | https://x.com/p/4 | 10`,
    });
    expect(mass.statusCode, mass.body).toBe(200);
    expect(await charged(member.id)).toEqual([90_000, 90_000, 9000]);
    expect(await balanceAndLedger(ctx, member.id)).toEqual({ balance: 811_000, ledger: 811_000 });
  });
});
