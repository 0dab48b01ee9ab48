import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_DB, type TestContext } from '../../../test/helpers/test-context.ts';
import { balanceAndLedger, createTestMember } from '../../../test/helpers/members.ts';
import { createTestService, orderFootprint } from '../../../test/helpers/order-fixtures.ts';

const NOW = new Date('2026-03-01T09:00:00.000Z');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock: { now: () => NOW } });
});
afterAll(() => ctx.close());

async function place(headers: Record<string, string>, body: Record<string, unknown>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/service/order',
    headers,
    payload: { link: 'https://x.com/p/1', ...body },
  });
  return { status: res.statusCode, body: res.json<{ orderId: number; message?: string }>() };
}

describe('order money', () => {
  it('charges 0.5 x 333 = 166.5 points exactly, in one ledger entry keyed by the order', async () => {
    const m = await createTestMember(ctx, { points: 1000 });
    const half = await createTestService(ctx, { price: 0.5, max: 1000 });
    const { body } = await place(m.headers, { serviceId: half, amount: 333 });
    const { rows } = await ctx.db.query(
      'SELECT delta_milli, reason, ref_type, ref_id, idempotency_key FROM point_ledger WHERE member_id = $1 AND reason = $2',
      [m.id, 'order'],
    );
    expect(rows).toEqual([
      {
        delta_milli: -166_500,
        reason: 'order',
        ref_type: 'order',
        ref_id: body.orderId,
        idempotency_key: `order:${body.orderId}:debit`,
      },
    ]);
    expect(await balanceAndLedger(ctx, m.id)).toEqual({ balance: 833_500, ledger: 833_500 });
    const history = await ctx.app.inject({ url: '/api/service/order-history', headers: m.headers });
    expect(history.json<{ point: number }[]>()[0]?.point).toBe(166.5);
  });

  it('charges 0.1 x 3 = 0.3 exactly, and a balance of exactly the cost is enough', async () => {
    const m = await createTestMember(ctx, { points: 0.3 });
    const tenth = await createTestService(ctx, { price: 0.1, min: 1 });
    expect((await place(m.headers, { serviceId: tenth, amount: 3 })).status).toBe(200);
    expect(await balanceAndLedger(ctx, m.id)).toEqual({ balance: 0, ledger: 0 });
    const history = await ctx.app.inject({ url: '/api/service/order-history', headers: m.headers });
    expect(history.json<{ point: number }[]>()[0]?.point).toBe(0.3);
  });

  it('charges an auto-order unit price x amount x runs up front and places its first run at once', async () => {
    const m = await createTestMember(ctx, { points: 100 });
    const svc = await createTestService(ctx, { price: 0.3, enableAuto: true });
    const { status, body } = await place(m.headers, { serviceId: svc, amount: 111, runs: 3, interval: 90 });
    expect(status).toBe(200);
    // 0.3 x 111 x 3 = 99.9
    expect(await balanceAndLedger(ctx, m.id)).toEqual({ balance: 100, ledger: 100 });
    const auto = await ctx.db.query(
      `SELECT id, status, completed, runs, runs_placed, interval_minutes, cost_milli, unit_price_milli, created_at, next_run_at
         FROM auto_orders WHERE member_id = $1`,
      [m.id],
    );
    const a = auto.rows[0] as { id: number };
    expect(auto.rows).toEqual([
      {
        id: a.id,
        status: 0,
        completed: 0,
        runs: 3,
        runs_placed: 1,
        interval_minutes: 90,
        cost_milli: 99_900,
        unit_price_milli: 300,
        created_at: NOW,
        next_run_at: new Date(NOW.getTime() + 90 * 60_000),
      },
    ]);
    const child = await ctx.db.query(
      'SELECT id, auto_order_id, amount, cost_milli, status FROM orders WHERE member_id = $1',
      [m.id],
    );
    expect(child.rows).toEqual([
      { id: body.orderId, auto_order_id: a.id, amount: 111, cost_milli: 33_300, status: 0 },
    ]);
    const ledger = await ctx.db.query(
      'SELECT delta_milli, ref_type, ref_id, idempotency_key FROM point_ledger WHERE member_id = $1 AND reason = $2',
      [m.id, 'order'],
    );
    expect(ledger.rows).toEqual([
      {
        delta_milli: -99_900,
        ref_type: 'auto_order',
        ref_id: a.id,
        idempotency_key: `auto_order:${a.id}:debit`,
      },
    ]);

    const list = await ctx.app.inject({ url: '/api/service/auto-order-history', headers: m.headers });
    expect(list.json()).toEqual([
      {
        id: a.id,
        createdAt: NOW.toISOString(),
        link: 'https://x.com/p/1',
        point: 99.9,
        amount: 111,
        serviceId: svc,
        completed: 0,
        runs: 3,
        interval: 90,
        status: 0,
      },
    ]);
    const orders = await ctx.app.inject({ url: '/api/service/order-history', headers: m.headers });
    expect(orders.json<{ point: number }[]>().map((o) => o.point)).toEqual([33.3]);
  });

  it('refuses an auto-order whose runs the balance covers only in part, changing nothing', async () => {
    const m = await createTestMember(ctx, { points: 99.899 });
    const svc = await createTestService(ctx, { price: 0.3, enableAuto: true });
    const res = await place(m.headers, { serviceId: svc, amount: 111, runs: 3, interval: 90 });
    expect(res).toMatchObject({ status: 400, body: { message: '포인트가 부족합니다.' } });
    expect(await orderFootprint(ctx, m.id)).toEqual({ orders: 0, autoOrders: 0, ledger: 1 });
  });

  // On PGlite one connection serialises everything, so only PostgreSQL shows real races.
  it.skipIf(TEST_DB === 'pglite')(
    'lets 50 concurrent orders take exactly what the balance covers',
    async () => {
      const m = await createTestMember(ctx, { points: 100 });
      const svc = await createTestService(ctx, { price: 1, min: 10 });
      const results = await Promise.all(
        Array.from({ length: 50 }, () => place(m.headers, { serviceId: svc, amount: 10 })),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(10);
      expect(
        results.filter((r) => r.status === 400 && r.body.message === '포인트가 부족합니다.'),
      ).toHaveLength(40);
      expect(await balanceAndLedger(ctx, m.id)).toEqual({ balance: 0, ledger: 0 });
      expect(await orderFootprint(ctx, m.id)).toEqual({ orders: 10, autoOrders: 0, ledger: 11 });
    },
  );
});
