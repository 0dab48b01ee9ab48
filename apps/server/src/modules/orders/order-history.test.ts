import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { createTestMember } from '../../../test/helpers/members.ts';
import { createTestService } from '../../../test/helpers/order-fixtures.ts';

let ctx: TestContext;
let service: number;
beforeAll(async () => {
  ctx = await createTestContext();
  service = await createTestService(ctx, { price: 1, enableAuto: true });
});
afterAll(() => ctx.close());

interface Row {
  id: number;
  link: string;
  status: number;
}

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ url, headers });
const place = (headers: Record<string, string>, link: string, auto = false) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/service/order',
    headers,
    payload: { serviceId: service, link, amount: 10, ...(auto ? { runs: 2, interval: 60 } : {}) },
  });

describe('order histories', () => {
  it('show a member only their own orders and auto-orders, newest first, in the spec shape', async () => {
    const alice = await createTestMember(ctx, { points: 1000 });
    const bob = await createTestMember(ctx, { points: 1000 });
    await place(alice.headers, 'https://x.com/a1');
    await place(bob.headers, 'https://x.com/b1');
    await place(alice.headers, 'https://x.com/a2', true);

    const orders = (await get('/api/service/order-history', alice.headers)).json<Row[]>();
    expect(orders.map((o) => o.link)).toEqual(['https://x.com/a2', 'https://x.com/a1']);
    expect(orders[0]).toEqual({
      id: expect.any(Number) as unknown,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) as unknown,
      serviceId: service,
      link: 'https://x.com/a2',
      point: 10,
      amount: 10,
      status: 0,
      startCount: null,
      remains: null,
      // Refill and cancel (refill-cancel.md): the test service offers neither.
      refillable: false,
      cancelable: false,
      request: null,
    });
    const autos = (await get('/api/service/auto-order-history', alice.headers)).json<Row[]>();
    expect(autos.map((a) => a.link)).toEqual(['https://x.com/a2']);
    expect((await get('/api/service/auto-order-history', bob.headers)).json()).toEqual([]);
    expect((await get('/api/service/order-history', bob.headers)).json<Row[]>().map((o) => o.link)).toEqual([
      'https://x.com/b1',
    ]);
  });

  it('need a signed-in member', async () => {
    expect((await get('/api/service/order-history', {})).statusCode).toBe(401);
    expect((await get('/api/service/auto-order-history', {})).statusCode).toBe(401);
  });

  it('refuse a limit beyond 1000', async () => {
    const m = await createTestMember(ctx);
    const res = await get('/api/service/order-history?limit=1001', m.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: '입력 양식을 맞춰주세요.' });
  });

  it('page auto-orders with before and limit', async () => {
    const m = await createTestMember(ctx, { points: 1000 });
    for (const n of [1, 2, 3]) await place(m.headers, `https://x.com/auto${n}`, true);
    const first = (await get('/api/service/auto-order-history?limit=2', m.headers)).json<Row[]>();
    expect(first.map((a) => a.link)).toEqual(['https://x.com/auto3', 'https://x.com/auto2']);
    const rest = (
      await get(`/api/service/auto-order-history?limit=2&before=${first[1]!.id}`, m.headers)
    ).json<Row[]>();
    expect(rest.map((a) => a.link)).toEqual(['https://x.com/auto1']);
  });

  it('answer the newest 1000 of 100 000 orders by default and page on with before', async () => {
    const heavy = await createTestMember(ctx);
    const other = await createTestMember(ctx);
    // Rows are inserted directly: this is about reading a long history, not about placing orders.
    await ctx.db.query(
      `INSERT INTO orders (member_id, service_id, link, amount, unit_price_milli, cost_milli, status)
       SELECT CASE WHEN g % 50 = 0 THEN $2::bigint ELSE $1::bigint END, $3::int, 'https://x.com/' || g, 10, 1000, 10000, g % 6
         FROM generate_series(1, 102040) AS g`,
      [heavy.id, other.id, service],
    );
    const { rows } = await ctx.db.query<{ n: number; max: number }>(
      'SELECT count(*)::int AS n, max(id)::bigint AS max FROM orders WHERE member_id = $1',
      [heavy.id],
    );
    expect(rows[0]!.n).toBe(100_000);

    const page = (await get('/api/service/order-history', heavy.headers)).json<Row[]>();
    expect(page).toHaveLength(1000);
    expect(page[0]!.id).toBe(rows[0]!.max);
    expect(page.every((o, i) => i === 0 || o.id < page[i - 1]!.id)).toBe(true);

    const next = (
      await get(`/api/service/order-history?before=${page[999]!.id}&limit=500`, heavy.headers)
    ).json<Row[]>();
    expect(next).toHaveLength(500);
    expect(next[0]!.id).toBeLessThan(page[999]!.id);
    const seen = new Set(page.map((o) => o.id));
    expect(next.some((o) => seen.has(o.id))).toBe(false);

    const last = (await get('/api/service/order-history?before=100', heavy.headers)).json<Row[]>();
    expect(last.map((o) => o.id)).toEqual(last.map((o) => o.id).sort((a, b) => b - a));
    expect(last.every((o) => o.id < 100)).toBe(true);
    const { rows: own } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE member_id = $1 AND id < 100',
      [heavy.id],
    );
    expect(last).toHaveLength(own[0]!.n);
  });

  it("page through every order of one status with ?status (the page's filter chips)", async () => {
    const member = await createTestMember(ctx);
    const other = await createTestMember(ctx);
    // 1,200 orders, statuses 0 to 5 in turn, and another member's orders in between.
    await ctx.db.query(
      `INSERT INTO orders (member_id, service_id, link, amount, unit_price_milli, cost_milli, status)
       SELECT CASE WHEN g % 7 = 0 THEN $2::bigint ELSE $1::bigint END, $3::int, 'https://x.com/s' || g, 10, 1000, 10000, g % 6
         FROM generate_series(1, 1400) AS g`,
      [member.id, other.id, service],
    );
    const { rows } = await ctx.db.query<{ id: number }>(
      'SELECT id FROM orders WHERE member_id = $1 AND status = 5 ORDER BY id DESC',
      [member.id],
    );
    expect(rows.length).toBeGreaterThan(150);

    const seen: Row[] = [];
    let before: number | undefined;
    for (let pages = 0; pages < 10; pages += 1) {
      const query = `status=5&limit=100${before === undefined ? '' : `&before=${before}`}`;
      const res = await get(`/api/service/order-history?${query}`, member.headers);
      expect(res.statusCode).toBe(200);
      const page = res.json<Row[]>();
      seen.push(...page);
      if (page.length < 100) break;
      before = page[page.length - 1]!.id;
    }
    expect(seen.every((o) => o.status === 5)).toBe(true);
    expect(seen.map((o) => o.id)).toEqual(rows.map((r) => r.id));

    // Without a status the pages are every order of the member, as before.
    const all = (await get('/api/service/order-history?limit=1000', member.headers)).json<Row[]>();
    expect(new Set(all.map((o) => o.status))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
  });

  it.each(['6', '-1', '1.5', 'done', '', '%200'])(
    'refuse the status %j with the Korean bad-request message',
    async (status) => {
      const m = await createTestMember(ctx);
      const res = await get(`/api/service/order-history?status=${status}`, m.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: '입력 양식을 맞춰주세요.' });
    },
  );
});
