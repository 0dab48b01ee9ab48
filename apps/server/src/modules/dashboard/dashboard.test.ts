import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@smm/contract/admin-dashboard';
import type { AdminPointRequest } from '@smm/contract/point-api';
import { toMilli } from '@smm/contract/money';
import { kstDayLabel, kstDayNumber } from '../../db/kst-day.ts';
import { credit } from '../ledger/ledger-repository.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { createTestService, placeTestOrder } from '../../../test/helpers/order-fixtures.ts';
import { createPendingTopUp, decide } from '../../../test/helpers/points.ts';

let ctx: TestContext;
let operator: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await createTestMember(ctx, { isAdmin: true });
});
afterAll(() => ctx.close());

const dashboard = async (query = '') =>
  (
    await ctx.app.inject({ url: `/api/admin/dashboard${query}`, headers: operator.headers })
  ).json<Dashboard>();

const placeOrder = (member: TestMember, serviceId: number, amount: number) =>
  placeTestOrder(ctx, member, serviceId, amount);

describe('GET /api/admin/dashboard', () => {
  it('answers 401 to the anonymous and 403 to members', async () => {
    const member = await createTestMember(ctx);
    expect((await ctx.app.inject({ url: '/api/admin/dashboard' })).statusCode).toBe(401);
    const asMember = await ctx.app.inject({ url: '/api/admin/dashboard', headers: member.headers });
    expect(asMember.statusCode).toBe(403);
  });

  it('answers 30 KST days ending today by default, 1 to 365 when asked, 400 outside', async () => {
    const month = await dashboard();
    expect(month.daily).toHaveLength(30);
    const today = kstDayLabel(kstDayNumber(new Date()));
    expect(month.daily.at(-1)?.date).toBe(today);
    expect(month.today.date).toBe(today);
    expect(month.daily[0]?.date).toBe(kstDayLabel(kstDayNumber(new Date()) - 29));
    expect((await dashboard('?days=1')).daily.map((d) => d.date)).toEqual([today]);
    expect((await dashboard('?days=90')).daily).toHaveLength(90);
    const year = await dashboard('?days=365');
    expect(year.daily).toHaveLength(365);
    expect(year.daily[0]?.date).toBe(kstDayLabel(kstDayNumber(new Date()) - 364));
    for (const days of ['0', '366', 'x']) {
      const res = await ctx.app.inject({
        url: `/api/admin/dashboard?days=${days}`,
        headers: operator.headers,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('equals the sums of the lists: top-ups, orders less refunds, new members, statuses, pending', async () => {
    const serviceId = await createTestService(ctx, { price: 1.5 });
    const alice = await createTestMember(ctx);
    const bob = await createTestMember(ctx);
    const approved = await createPendingTopUp(ctx, alice, '앨리스', 10000);
    await decide(ctx, operator, approved, 'approve');
    const bobTopUp = await createPendingTopUp(ctx, bob, '밥', 5000, 1);
    await decide(ctx, operator, bobTopUp, 'approve');
    await decide(ctx, operator, await createPendingTopUp(ctx, bob, '밥', 3000), 'reject');
    await createPendingTopUp(ctx, alice, '앨리스', 2000); // stays pending

    await placeOrder(alice, serviceId, 100); // 150 points
    const refunded = await placeOrder(alice, serviceId, 33); // 49.5 points, refunded 20.25 below
    await placeOrder(bob, serviceId, 10); // 15 points
    await ctx.db.transaction(async (tx) => {
      await credit(tx, {
        memberId: alice.id,
        amountMilli: toMilli(20.25),
        reason: 'refund',
        refType: 'order',
        refId: refunded,
        key: `order:${refunded}:refund`,
      });
      // As settlement records a refund: the order's refunded_milli beside its ledger row.
      await tx.query(
        'UPDATE orders SET status = 3, needs_operator = true, refunded_milli = $2, refunded_at = now() WHERE id = $1',
        [refunded, toMilli(20.25)],
      );
    });

    const figures = await dashboard();
    const accepted = (
      await ctx.app.inject({ url: '/api/admin/point-requests?status=1', headers: operator.headers })
    ).json<AdminPointRequest[]>();
    const pending = (
      await ctx.app.inject({ url: '/api/admin/point-requests?status=0', headers: operator.headers })
    ).json<AdminPointRequest[]>();
    const histories = await Promise.all(
      [alice, bob].map(async (m) =>
        (await ctx.app.inject({ url: '/api/service/order-history', headers: m.headers })).json<
          { point: number; status: number }[]
        >(),
      ),
    );
    const orders = histories.flat();

    expect(figures.today.topups).toBe(accepted.reduce((sum, r) => sum + r.point, 0));
    expect(figures.today.topups).toBe(15000);
    expect(figures.today.sales).toBe(orders.reduce((sum, o) => sum + o.point, 0) - 20.25);
    expect(figures.today.sales).toBe(194.25);
    expect(figures.today.refunds).toBe(20.25);
    // Alice and bob, plus the member of the access test: every member of this database but the
    // operator, whose account is no sign-up (issue 34).
    const { rows } = await ctx.db.query<{ n: number; operators: number }>(
      'SELECT count(*)::int AS n, (count(*) FILTER (WHERE is_admin))::int AS operators FROM members',
    );
    expect(rows[0]!.operators).toBeGreaterThan(0);
    expect(figures.today.newMembers).toBe(rows[0]!.n - rows[0]!.operators);
    expect(figures.today.ordersByStatus).toEqual([
      { status: 0, count: 2 },
      { status: 1, count: 0 },
      { status: 2, count: 0 },
      { status: 3, count: 1 },
      { status: 4, count: 0 },
      { status: 5, count: 0 },
    ]);
    expect(figures.pending).toEqual({
      pointRequests: pending.length,
      needsOperator: 1,
      inquiries: 0,
      servicesBelowCost: 0,
    });
    expect(figures.pending.pointRequests).toBe(1);

    const today = figures.daily.at(-1)!;
    // No order was sent to a provider: no cost, and the orders' revenue is the ledger's sales.
    expect(figures.today).toMatchObject({ revenue: 194.25, cost: 0, profit: 194.25 });
    expect(today).toEqual({
      date: figures.today.date,
      sales: figures.today.sales,
      revenue: 194.25,
      cost: 0,
      profit: 194.25,
      topups: figures.today.topups,
      refunds: figures.today.refunds,
      orders: orders.length,
      newMembers: figures.today.newMembers,
    });
    expect(figures.topServices.map(({ serviceName, ...rest }) => [serviceName.length > 0, rest])).toEqual([
      [true, { serviceId, orders: 3, revenue: 194.25, cost: 0, profit: 194.25 }],
    ]);
    // Nothing happened before today in this database.
    expect(figures.daily.slice(0, -1).every((d) => d.sales === 0 && d.topups === 0 && d.orders === 0)).toBe(
      true,
    );
  });
});
