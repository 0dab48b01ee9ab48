import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@smm/contract/admin-dashboard';
import { kstDayLabel, kstDayNumber, kstDayStart } from '../../db/kst-day.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import {
  answerStatusesFrom,
  providerOrderIdOf,
  type StatusAnswers,
} from '../../../test/helpers/cost-harness.ts';
import { useFakePanelSuite } from '../../../test/helpers/fulfilment-harness.ts';

// docs/decisions/costs-and-profit.md: the dashboard's revenue, cost and profit per KST day and its
// top services, booked when they happen, and the closed days it keeps staying right.
const day = kstDayNumber(new Date());
const clock = manualClock(kstDayStart(day + 0.5)); // noon KST today
const DAY_MS = 24 * 60 * 60 * 1000;
const s = useFakePanelSuite(clock, 0.5);
const answers: StatusAnswers = new Map();
let operator: TestMember;

beforeAll(async () => {
  operator = await createTestMember(s.h.ctx, { isAdmin: true, clock });
  answerStatusesFrom(s.fake, answers);
});

const dashboard = async (days: number) => {
  const res = await s.h.ctx.app.inject({
    url: `/api/admin/dashboard?days=${days}`,
    headers: operator.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Dashboard>();
};
/** The top services without their names (the test services' names say nothing here). */
const ranked = (d: Dashboard) =>
  d.topServices.map(({ serviceName, ...rest }) => {
    expect(serviceName).not.toBe('');
    return rest;
  });
const figuresOf = (d: Dashboard, kstDay: number) => {
  const found = d.daily.find((x) => x.date === kstDayLabel(kstDay));
  return found && { revenue: found.revenue, cost: found.cost, profit: found.profit };
};

describe('the dashboard: revenue, cost and profit', () => {
  it('books each on its day, keeps closed days as they were, and ranks the services by profit', async () => {
    // Service A: the suite's, 0.5 points a unit at 0.25 won cost. Service B: 1 point at 0.5 won.
    const a = s.serviceId;
    const b = await s.h.service(1);
    const rich = await s.h.member(1000);
    const place = (serviceId: number, amount: number) =>
      s.h.order(rich, { serviceId, amount, link: 'https://www.instagram.com/p/dash/' });
    const a1 = await place(a, 100); // 50 points, estimated cost 25
    const a2 = await place(a, 100); // 50 points, estimated cost 25
    const b1 = await place(b, 50); // 50 points, estimated cost 25
    await s.h.fulfilment.submission.submitDueOrders();

    const first = await dashboard(1);
    expect(first.today).toMatchObject({ revenue: 150, cost: 75, profit: 75 });
    expect(ranked(first)).toEqual([
      { serviceId: a, orders: 2, revenue: 100, cost: 50, profit: 50 },
      { serviceId: b, orders: 1, revenue: 50, cost: 25, profit: 25 },
    ]);

    // The next day: the dashboard is read (today's day closed and kept), then the provider answers.
    clock.advance(DAY_MS);
    expect(figuresOf(await dashboard(2), day)).toEqual({ revenue: 150, cost: 75, profit: 75 });
    answers.set(await providerOrderIdOf(s.h, a1), { status: 'Completed', remains: '0', charge: '20' });
    answers.set(await providerOrderIdOf(s.h, a2), { status: 'Canceled', remains: '100', charge: '0' });
    answers.set(await providerOrderIdOf(s.h, b1), { status: 'Partial', remains: '10', charge: '18' });
    await s.h.fulfilment.statusSync.syncOrderStatuses();

    const later = await dashboard(2);
    // The closed day is as it was; the refunds (50 and 10) and cost changes (-5, -25, -7) are today's.
    expect(figuresOf(later, day)).toEqual({ revenue: 150, cost: 75, profit: 75 });
    expect(figuresOf(later, day + 1)).toEqual({ revenue: -60, cost: -37, profit: -23 });
    expect(later.today).toMatchObject({ revenue: -60, cost: -37, profit: -23 });
    // Over both days: each order's paid - refunded - cost (30 + 0 + 22).
    expect(ranked(later)).toEqual([
      { serviceId: a, orders: 2, revenue: 50, cost: 20, profit: 30 },
      { serviceId: b, orders: 1, revenue: 40, cost: 18, profit: 22 },
    ]);
    const { rows } = await s.h.ctx.db.query<{ profit: string }>(
      `SELECT sum(cost_milli - refunded_milli - provider_cost_milli)::text AS profit FROM orders WHERE id = ANY($1)`,
      [[a1, a2, b1]],
    );
    expect(rows[0]?.profit).toBe('52000');
    // Today alone: the changes booked today, service B's the smaller loss.
    expect((await dashboard(1)).topServices.map((t) => [t.serviceId, t.profit])).toEqual([
      [b, -3],
      [a, -20],
    ]);
  });

  it('keeps at most 20 services, best profit first', async () => {
    clock.advance(DAY_MS);
    const rich = await s.h.member(1000);
    const services: number[] = [];
    for (let i = 0; i < 22; i += 1) services.push(await s.h.service(1));
    // Service i sells i + 1 units at 1 point (cost 0.5 each): profit (i + 1) / 2.
    for (const [i, serviceId] of services.entries())
      await s.h.order(rich, { serviceId, amount: i + 1, link: 'https://www.instagram.com/p/top/' });
    await s.h.fulfilment.submission.submitDueOrders();
    const top = (await dashboard(1)).topServices;
    expect(top).toHaveLength(20);
    expect(top.map((t) => t.serviceId)).toEqual(services.slice(2).reverse());
    expect(top[0]).toMatchObject({ orders: 1, revenue: 22, cost: 11, profit: 11 });
  });
});
