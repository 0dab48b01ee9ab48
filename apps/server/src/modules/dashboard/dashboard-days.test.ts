import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@smm/contract/admin-dashboard';
import { fromMilli, toMilli } from '@smm/contract/money';
import { kstDayLabel, kstDayNumber, kstDayStart } from '../../db/kst-day.ts';
import { credit } from '../ledger/ledger-repository.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { createTestService, placeTestOrder } from '../../../test/helpers/order-fixtures.ts';
import { createPendingTopUp, decide } from '../../../test/helpers/points.ts';
import { fillDays } from './dashboard-days-repository.ts';
import { createDashboardService, readDayFigures } from './dashboard-service.ts';
import { NO_FIGURES, type DayFigures, type DayTotals } from './day-figures.ts';

// Issue 38: closed KST days' figures stored once per store (migration 0036, day-figures.ts).
const today = kstDayNumber(new Date());
const clock = manualClock(kstDayStart(today + 0.5)); // noon KST today: yesterday is closed
let ctx: TestContext;
let operator: TestMember;
let serviceA: number;
let serviceB: number;

/** Rows of the store's tables moved back by 1 to 4 days (by id), as if a year of business had begun. */
async function spreadOverPastDays(): Promise<void> {
  const back = (id: string) => `((${id} % 4) + 1) * interval '1 day'`;
  await ctx.db.transaction(async (tx) => {
    // The ledger is append-only and the journal is the trigger's: the test arranges history here.
    await tx.query("SET LOCAL session_replication_role = 'replica'");
    await tx.query(`UPDATE point_ledger SET created_at = created_at - ${back('id')}`);
    await tx.query(`UPDATE orders SET created_at = created_at - ${back('id')}`);
    await tx.query(`UPDATE order_figure_entries SET booked_at = booked_at - ${back('order_id')}`);
    await tx.query(`UPDATE members SET created_at = created_at - ${back('id')} WHERE NOT is_admin`);
  });
}

const placeOrder = (member: TestMember, serviceId: number, amount: number) =>
  placeTestOrder(ctx, member, serviceId, amount);

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  operator = await createTestMember(ctx, { isAdmin: true, clock });
  serviceA = await createTestService(ctx, { price: 1.5 });
  serviceB = await createTestService(ctx, { price: 2 });
  const members: TestMember[] = [];
  for (let i = 0; i < 5; i += 1) members.push(await createTestMember(ctx, { clock }));
  for (const [i, member] of members.entries()) {
    await decide(
      ctx,
      operator,
      await createPendingTopUp(ctx, member, `회원${i}`, 10000 + i * 1000),
      'approve',
    );
    for (let n = 0; n <= i; n += 1) await placeOrder(member, n % 2 === 0 ? serviceA : serviceB, 100 + n * 10);
  }
  const refunded = await placeOrder(members[0]!, serviceB, 40);
  await ctx.db.transaction(async (tx) => {
    await credit(tx, {
      memberId: members[0]!.id,
      amountMilli: toMilli(30),
      reason: 'refund',
      refType: 'order',
      refId: refunded,
      key: `order:${refunded}:refund`,
    });
    await tx.query('UPDATE orders SET status = 3, refunded_milli = $2, refunded_at = now() WHERE id = $1', [
      refunded,
      toMilli(30),
    ]);
  });
  // A provider's cost on some orders (the journal books it as a cost row).
  await ctx.db.query(
    `UPDATE orders SET provider_cost_milli = amount * 500, updated_at = now() WHERE id % 3 = 0`,
  );
  await spreadOverPastDays();
  // Today's own rows, read live.
  await placeOrder(members[1]!, serviceA, 200);
});
afterAll(() => ctx.close());

const dashboard = async (days: number) => {
  const res = await ctx.app.inject({ url: `/api/admin/dashboard?days=${days}`, headers: operator.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Dashboard>();
};
const newInstance = () => createDashboardService({ db: ctx.db, clock, members: ctx.app.services.members });
const live = (first: number, last: number) => readDayFigures(ctx.db, ctx.app.services.members, first, last);

interface StoredRow extends DayTotals {
  day: number;
  services: { serviceId: number; orders: number; revenueMilli: number; costMilli: number }[];
}

async function storedRows(): Promise<StoredRow[]> {
  const { rows } = await ctx.db.query<StoredRow>(
    `SELECT d.day, d.order_milli AS "orderMilli", d.refund_milli AS "refundMilli",
            d.topup_milli AS "topupMilli", d.orders, d.new_members AS "newMembers",
            d.revenue_milli AS "revenueMilli", d.cost_milli AS "costMilli",
            coalesce((SELECT json_agg(json_build_object('serviceId', s.service_id, 'orders', s.orders,
                               'revenueMilli', s.revenue_milli, 'costMilli', s.cost_milli) ORDER BY s.service_id)
                        FROM dashboard_day_services s WHERE s.day = d.day), '[]') AS services
       FROM dashboard_days d ORDER BY d.day`,
  );
  return rows.map((r) => ({
    ...r,
    services: r.services.map((s) => ({
      ...s,
      revenueMilli: Number(s.revenueMilli),
      costMilli: Number(s.costMilli),
    })),
  }));
}

function asStored(day: number, f: DayFigures = NO_FIGURES): StoredRow {
  const { services, ...totals } = f;
  return {
    day,
    ...totals,
    services: [...services].sort(([a], [b]) => a - b).map(([serviceId, s]) => ({ serviceId, ...s })),
  };
}

describe('the dashboard over a year: closed days stored once per store', () => {
  it('stores every closed day of the year, equal to the figures read from the rows', async () => {
    const year = await dashboard(365);
    expect(year.daily).toHaveLength(365);
    expect(year.daily[0]?.date).toBe(kstDayLabel(today - 364));
    const stored = await storedRows();
    expect(stored.map((r) => r.day)).toEqual(Array.from({ length: 364 }, (_, i) => today - 364 + i));
    const computed = await live(today - 364, today - 1);
    expect(stored).toEqual(stored.map((r) => asStored(r.day, computed.get(r.day))));
    // The arranged history covers four closed days, with orders, top-ups, sign-ups, a refund and costs.
    const busy = stored.filter((r) => r.orders > 0);
    expect(busy.map((r) => r.day)).toEqual([today - 4, today - 3, today - 2, today - 1]);
    expect(stored.reduce((n, r) => n + r.newMembers, 0)).toBe(5);
    expect(stored.some((r) => r.refundMilli > 0)).toBe(true);
    expect(stored.some((r) => r.costMilli > 0)).toBe(true);

    // The answer's days are the stored ones, and the top services sum them with today's.
    for (const row of stored.slice(-7)) {
      const day = year.daily.find((d) => d.date === kstDayLabel(row.day));
      expect(day).toEqual({
        date: kstDayLabel(row.day),
        sales: fromMilli(0 - (row.orderMilli + row.refundMilli)),
        revenue: fromMilli(row.revenueMilli),
        cost: fromMilli(row.costMilli),
        profit: fromMilli(row.revenueMilli - row.costMilli),
        topups: fromMilli(row.topupMilli),
        refunds: fromMilli(row.refundMilli),
        orders: row.orders,
        newMembers: row.newMembers,
      });
    }
    const everything = await live(today - 364, today);
    const totals = new Map<number, { orders: number; revenueMilli: number; costMilli: number }>();
    for (const f of everything.values()) {
      for (const [id, s] of f.services) {
        const t = totals.get(id) ?? { orders: 0, revenueMilli: 0, costMilli: 0 };
        totals.set(id, {
          orders: t.orders + s.orders,
          revenueMilli: t.revenueMilli + s.revenueMilli,
          costMilli: t.costMilli + s.costMilli,
        });
      }
    }
    expect(year.topServices.map((t) => t.serviceId).sort()).toEqual([serviceA, serviceB].sort());
    for (const t of year.topServices) {
      const sum = totals.get(t.serviceId)!;
      expect(t).toMatchObject({
        orders: sum.orders,
        revenue: fromMilli(sum.revenueMilli),
        cost: fromMilli(sum.costMilli),
        profit: fromMilli(sum.revenueMilli - sum.costMilli),
      });
    }
    // Today is read live: its order is in today's figures and in no stored day.
    expect(year.daily.at(-1)).toMatchObject({ orders: 1, revenue: 300 });
  });

  it('never reads a stored day again, in this process or in a new one over the same database', async () => {
    const before = await dashboard(30);
    const storedBefore = await storedRows();
    // Rows of closed days change under the dashboard (they never do in a store): two days' orders
    // and journal rows move to another day, and a sign-up is added to a closed day.
    await ctx.db.transaction(async (tx) => {
      await tx.query("SET LOCAL session_replication_role = 'replica'");
      await tx.query(
        `UPDATE orders SET created_at = created_at - interval '10 days'
          WHERE created_at >= $1 AND created_at < $2`,
        [kstDayStart(today - 2), kstDayStart(today)],
      );
      await tx.query(
        `UPDATE order_figure_entries SET booked_at = booked_at - interval '10 days'
          WHERE booked_at >= $1 AND booked_at < $2`,
        [kstDayStart(today - 2), kstDayStart(today)],
      );
    });
    await createTestMember(ctx);
    await ctx.db.query(`UPDATE members SET created_at = $1 WHERE id = (SELECT max(id) FROM members)`, [
      new Date(kstDayStart(today - 3).getTime() + 3_600_000),
    ]);
    // Read from the rows, the closed days now differ...
    const now = await live(today - 12, today - 1);
    expect(now.get(today - 1)?.orders ?? 0).toBe(0);
    expect(now.get(today - 3)?.newMembers).toBe(
      (storedBefore.find((r) => r.day === today - 3)?.newMembers ?? 0) + 1,
    );
    // ...but the dashboard answers the stored figures, in this process and after a restart.
    const after = await dashboard(30);
    expect(after.daily).toEqual(before.daily);
    expect(after.topServices).toEqual(before.topServices);
    // As the route answers it (JSON has no -0).
    const restarted = JSON.parse(JSON.stringify(await newInstance().summary({ days: 30 }))) as Dashboard;
    expect(restarted.daily).toEqual(before.daily);
    expect(restarted.topServices).toEqual(before.topServices);
    expect(await storedRows()).toEqual(storedBefore);
  });

  it('lets two instances fill the same days at once: both agree and each day is stored once', async () => {
    await ctx.db.query('DELETE FROM dashboard_day_services');
    await ctx.db.query('DELETE FROM dashboard_days');
    const computed = await live(today - 364, today - 1);
    const [a, b] = await Promise.all([
      newInstance().summary({ days: 365 }),
      newInstance().summary({ days: 365 }),
    ]);
    expect(a).toEqual(b);
    const stored = await storedRows();
    expect(stored).toHaveLength(364);
    expect(stored).toEqual(stored.map((r) => asStored(r.day, computed.get(r.day))));
    // The same days stored twice at once, with the same figures: no error, one row each.
    await ctx.db.query('DELETE FROM dashboard_day_services WHERE day >= $1', [today - 4]);
    await ctx.db.query('DELETE FROM dashboard_days WHERE day >= $1', [today - 4]);
    const counts = new Map(
      [...(await live(today - 4, today - 1))].map(
        ([day, { services: _, revenueMilli: _r, costMilli: _c, ...c }]) => [day, c],
      ),
    );
    await Promise.all([
      fillDays(ctx.db, today - 4, today - 1, counts),
      fillDays(ctx.db, today - 4, today - 1, counts),
    ]);
    expect(await storedRows()).toEqual(stored);
  });

  it('fills in the background a chunk at a time, the newest first, until the year is stored', async () => {
    await ctx.db.query('DELETE FROM dashboard_day_services');
    await ctx.db.query('DELETE FROM dashboard_days');
    const service = newInstance();
    const first = await service.storeClosedDays();
    expect(first).toBeGreaterThan(0);
    const { rows } = await ctx.db.query<{ min: number; max: number }>(
      'SELECT min(day) AS min, max(day) AS max FROM dashboard_days',
    );
    expect(rows[0]).toEqual({ min: today - first, max: today - 1 });
    let stored = first;
    for (let run = 0; run < 400 && stored < 364; run += 1) stored += await service.storeClosedDays();
    expect(stored).toBe(364);
    expect(await service.storeClosedDays()).toBe(0);
  });
});
