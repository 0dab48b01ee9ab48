import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MassOrderPlaced, MassOrderPreview } from '@smm/contract/mass-order';
import { createTestContext, TEST_DB, type TestContext } from '../../../test/helpers/test-context.ts';
import { balanceAndLedger, createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { createTestService, orderFootprint, setSetting } from '../../../test/helpers/order-fixtures.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { apiKeyHash } from '../accounts/account-secrets.ts';
import { ORDER_LOOKUP_TTL_MS } from '../../fast-path/order-lookups.ts';

const clock = manualClock(new Date('2026-03-01T09:00:00.000Z'));

let ctx: TestContext;
let half: number;
let tenth: number;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  half = await createTestService(ctx, { price: 0.5, min: 10, max: 1000 });
  tenth = await createTestService(ctx, { price: 0.1, min: 1, max: 1000 });
});
afterAll(() => ctx.close());

async function post<T>(url: string, headers: Record<string, string>, text: string) {
  const res = await ctx.app.inject({ method: 'POST', url, headers, payload: { text } });
  return { status: res.statusCode, body: res.json<T & { message?: string; error?: string }>() };
}

const preview = (m: TestMember, text: string) =>
  post<MassOrderPreview>('/api/service/mass-order/preview', m.headers, text);
const place = (m: TestMember, text: string) =>
  post<MassOrderPlaced>('/api/service/mass-order', m.headers, text);

/** The member's order ledger entries: one per order, keyed by it, as for single orders. */
async function orderDebits(memberId: number) {
  const { rows } = await ctx.db.query<{ ref_id: number; delta_milli: number; idempotency_key: string }>(
    `SELECT ref_id, delta_milli, idempotency_key FROM point_ledger
      WHERE member_id = $1 AND reason = 'order' AND ref_type = 'order' ORDER BY ref_id`,
    [memberId],
  );
  return rows;
}

describe('mass order page', () => {
  it('a 500-line paste with one bad line places nothing and names the line', async () => {
    const m = await createTestMember(ctx, { points: 100_000 });
    const lines = Array.from({ length: 500 }, (_, i) => `${half} | https://x.com/p/${i} | 100`);
    lines[249] = `${half} | https://x.com/p/249 | 5`;
    const text = lines.join('\n');
    const before = await orderFootprint(ctx, m.id);

    const checked = await preview(m, text);
    expect(checked.status).toBe(200);
    expect(checked.body.lines).toHaveLength(500);
    expect(checked.body.lines[249]).toMatchObject({ line: 250, error: '주문 수량이 최소수량보다 적습니다.' });
    expect(checked.body.lines.filter((l) => l.error !== null)).toHaveLength(1);
    expect(checked.body.error).toBe('250번째 줄: 주문 수량이 최소수량보다 적습니다.');
    // The 499 valid lines are priced: 499 x 100 x 0.5.
    expect(checked.body.total).toBe(24_950);

    const placed = await place(m, text);
    expect(placed.status).toBe(400);
    expect(placed.body).toMatchObject({
      error: 'ORDER_RULE',
      message: '250번째 줄: 주문 수량이 최소수량보다 적습니다.',
    });
    expect(await orderFootprint(ctx, m.id)).toEqual(before);
    expect(await balanceAndLedger(ctx, m.id)).toEqual({ balance: 100_000_000, ledger: 100_000_000 });

    // Fixed, the 500 lines are placed at once, each with its own debit of 100 x 0.5.
    lines[249] = `${half} | https://x.com/p/249 | 100`;
    const fixed = await place(m, lines.join('\n'));
    expect(fixed.status).toBe(200);
    expect(fixed.body.orders).toHaveLength(500);
    expect(fixed.body.total).toBe(25_000);
    const debits = await orderDebits(m.id);
    expect(debits).toHaveLength(500);
    expect(
      debits.every((d) => d.delta_milli === -50_000 && d.idempotency_key === `order:${d.ref_id}:debit`),
    ).toBe(true);
    expect(await balanceAndLedger(ctx, m.id)).toEqual({ balance: 75_000_000, ledger: 75_000_000 });
  });

  it('places a covered paste (pipes, tabs, commas) with one exact debit per order', async () => {
    const m = await createTestMember(ctx, { points: 100 });
    const text = [
      `${half} | https://x.com/p/1 | 333`,
      '',
      `${tenth}\thttp://x.com/p/2\t3`,
      `${tenth},https://x.com/search?q=a,b,7`,
      `${half} | @someone | 10`,
    ].join('\r\n');

    const checked = await preview(m, text);
    expect(checked.body).toEqual({
      lines: [
        {
          line: 1,
          serviceId: half,
          serviceName: '테스트 서비스',
          link: 'https://x.com/p/1',
          amount: 333,
          cost: 166.5,
          error: null,
        },
        {
          line: 3,
          serviceId: tenth,
          serviceName: '테스트 서비스',
          link: 'https://x.com/p/2',
          amount: 3,
          cost: 0.3,
          error: null,
        },
        {
          line: 4,
          serviceId: tenth,
          serviceName: '테스트 서비스',
          link: 'https://x.com/search?q=a,b',
          amount: 7,
          cost: 0.7,
          error: null,
        },
        {
          line: 5,
          serviceId: half,
          serviceName: '테스트 서비스',
          link: 'https://www.instagram.com/someone/',
          amount: 10,
          cost: 5,
          error: null,
        },
      ],
      total: 172.5,
      balance: 100,
      error: '포인트가 부족합니다.',
    });
    const refused = await place(m, text);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'INSUFFICIENT_POINTS', message: '포인트가 부족합니다.' });
    expect(await orderFootprint(ctx, m.id)).toEqual({ orders: 0, autoOrders: 0, ledger: 1 });

    const rich = await createTestMember(ctx, { points: 172.5 });
    expect((await preview(rich, text)).body.error).toBeNull();
    const at = clock.now();
    const placed = await place(rich, text);
    expect(placed.status).toBe(200);
    expect(placed.body.total).toBe(172.5);
    expect(placed.body.orders.map((o) => o.line)).toEqual([1, 3, 4, 5]);
    const ids = placed.body.orders.map((o) => o.orderId);
    expect(await orderDebits(rich.id)).toEqual(
      [-166_500, -300, -700, -5_000].map((delta, i) => ({
        ref_id: ids[i],
        delta_milli: delta,
        idempotency_key: `order:${ids[i]}:debit`,
      })),
    );
    expect(await balanceAndLedger(ctx, rich.id)).toEqual({ balance: 0, ledger: 0 });
    const { rows } = await ctx.db.query(
      'SELECT service_id, link, amount, cost_milli, unit_price_milli, created_at FROM orders WHERE member_id = $1 ORDER BY id',
      [rich.id],
    );
    expect(rows).toEqual([
      {
        service_id: half,
        link: 'https://x.com/p/1',
        amount: 333,
        cost_milli: 166_500,
        unit_price_milli: 500,
        created_at: at,
      },
      {
        service_id: tenth,
        link: 'https://x.com/p/2',
        amount: 3,
        cost_milli: 300,
        unit_price_milli: 100,
        created_at: at,
      },
      {
        service_id: tenth,
        link: 'https://x.com/search?q=a,b',
        amount: 7,
        cost_milli: 700,
        unit_price_milli: 100,
        created_at: at,
      },
      {
        service_id: half,
        link: 'https://www.instagram.com/someone/',
        amount: 10,
        cost_milli: 5_000,
        unit_price_milli: 500,
        created_at: at,
      },
    ]);
  });

  it("gives each line the order form's message, and the format's own for an unreadable line", async () => {
    const m = await createTestMember(ctx, { points: 1000 });
    const hidden = await createTestService(ctx, { visible: false });
    const readOnly = await createTestService(ctx, { readOnly: true });
    const text = [
      `${half} | https://x.com/p/1`,
      `abc | https://x.com/p/1 | 10`,
      `${half} | | 10`,
      `${half} | not a link! | 10`,
      `${half} | https://x.com/p/1 | 2000`,
      `${half} | https://x.com/p/1 | 1.5`,
      `${hidden} | https://x.com/p/1 | 10`,
      `${readOnly} | https://x.com/p/1 | 10`,
      `${half} | https://x.com/p/1 | 10`,
    ].join('\n');
    const { body } = await preview(m, text);
    expect(body.lines.map((l) => [l.line, l.error])).toEqual([
      [1, '서비스 번호 | 링크 | 수량 순서로 입력해 주세요.'],
      [2, '서비스를 선택해 주세요.'],
      [3, '주문 링크를 입력해주세요.'],
      [4, '주문 링크 형식이 올바르지 않습니다.'],
      [5, '주문 수량이 최대수량보다 많습니다.'],
      [6, '주문 수량이 최소수량보다 적습니다.'],
      [7, '서비스를 선택해 주세요.'],
      [8, '현재 주문할 수 없는 서비스입니다.'],
      [9, null],
    ]);
    // A line refused by its service's rules names the service when it is visible; one refused before
    // the service was read (no whole quantity) or for a hidden service stays unnamed.
    expect(body.lines.map((l) => l.serviceName)).toEqual([
      null,
      null,
      null,
      '테스트 서비스',
      '테스트 서비스',
      null,
      null,
      '테스트 서비스',
      '테스트 서비스',
    ]);
    expect(body.error).toBe('1번째 줄: 서비스 번호 | 링크 | 수량 순서로 입력해 주세요.');
    expect((await place(m, text)).body.message).toBe(body.error);
    expect(await orderFootprint(ctx, m.id)).toEqual({ orders: 0, autoOrders: 0, ledger: 1 });
  });

  it('refuses an empty paste, one over 500 lines, and any while the service check is on', async () => {
    const m = await createTestMember(ctx, { points: 1000 });
    for (const text of ['', '  \n\n ']) {
      expect((await preview(m, text)).body.message).toBe('주문할 내용을 입력해 주세요.');
    }
    const tooMany = Array.from({ length: 501 }, () => `${half} | https://x.com/p/1 | 10`).join('\n');
    expect((await place(m, tooMany)).body.message).toBe('한 번에 500건까지 주문할 수 있습니다.');
    await setSetting(ctx, 'ENABLE_SERVICE_CHECK', 'true');
    clock.advance(ORDER_LOOKUP_TTL_MS);
    try {
      const refused = await place(m, `${half} | https://x.com/p/1 | 10`);
      expect(refused.body).toMatchObject({
        error: 'SERVICE_CHECK',
        message: '서비스 점검 중에는 주문할 수 없습니다.',
      });
    } finally {
      await setSetting(ctx, 'ENABLE_SERVICE_CHECK', 'false');
      clock.advance(ORDER_LOOKUP_TTL_MS);
    }
    expect(await orderFootprint(ctx, m.id)).toEqual({ orders: 0, autoOrders: 0, ledger: 1 });
  });

  it('needs a signed-in member', async () => {
    for (const url of ['/api/service/mass-order/preview', '/api/service/mass-order']) {
      expect((await post(url, {}, `${half} | https://x.com/p/1 | 10`)).status).toBe(401);
    }
  });

  // On PGlite one connection serialises everything, so only PostgreSQL shows real races.
  it.skipIf(TEST_DB === 'pglite')(
    'places exactly one of two concurrent mass orders when the balance covers one',
    async () => {
      const m = await createTestMember(ctx, { points: 100 });
      const text = Array.from({ length: 20 }, (_, i) => `${half} | https://x.com/p/${i} | 10`).join('\n');
      const results = await Promise.all([place(m, text), place(m, text)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(results.find((r) => r.status === 400)?.body.message).toBe('포인트가 부족합니다.');
      expect(await balanceAndLedger(ctx, m.id)).toEqual({ balance: 0, ledger: 0 });
      expect(await orderFootprint(ctx, m.id)).toEqual({ orders: 20, autoOrders: 0, ledger: 21 });
    },
  );
});

describe('API v1 POST /order with orders: [...]', () => {
  async function reseller(points: number) {
    const member = await createTestMember(ctx, { points });
    const key = randomBytes(24).toString('base64url');
    await ctx.db.query('UPDATE members SET api_key_hash = $2 WHERE id = $1', [member.id, apiKeyHash(key)]);
    return { id: member.id, key };
  }

  async function v1(key: string, payload: unknown, idempotencyKey?: string) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/order',
      headers: { 'api-key': key, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      payload: payload as Record<string, unknown>,
    });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  }

  it('places every order with its own debit and answers their wIds in order', async () => {
    const r = await reseller(15);
    const { status, body } = await v1(r.key, {
      orders: [
        { serviceId: half, link: 'https://x.com/p/1', amount: 10 },
        { serviceId: String(tenth), link: 'someone', amount: '20' },
      ],
    });
    expect(status).toBe(200);
    const ids = (body.orders as { wId: number }[]).map((o) => o.wId);
    expect(ids).toHaveLength(2);
    expect((await orderDebits(r.id)).map((d) => [d.ref_id, d.delta_milli])).toEqual([
      [ids[0], -5_000],
      [ids[1], -2_000],
    ]);
    expect(await balanceAndLedger(ctx, r.id)).toEqual({ balance: 8_000, ledger: 8_000 });
    // The single form answers as before.
    const single = await v1(r.key, { serviceId: half, link: 'https://x.com/p/1', amount: 10 });
    expect(single.status).toBe(200);
    expect(Object.keys(single.body)).toEqual(['wId']);
  });

  it('places none when one order is refused, and names it', async () => {
    const r = await reseller(1000);
    const orders = Array.from({ length: 3 }, () => ({
      serviceId: half,
      link: 'https://x.com/p/1',
      amount: 10,
    }));
    orders[2] = { serviceId: half, link: '', amount: 10 };
    expect(await v1(r.key, { orders })).toMatchObject({
      status: 400,
      body: { error: 'VALIDATION_FAILED', message: '3번째 줄: 주문 링크를 입력해주세요.' },
    });
    expect((await v1(r.key, { orders: [] })).body.message).toBe('주문할 내용을 입력해 주세요.');
    expect((await v1(r.key, { orders: Array.from({ length: 501 }, () => orders[0]) })).body.message).toBe(
      '한 번에 500건까지 주문할 수 있습니다.',
    );
    expect(await orderFootprint(ctx, r.id)).toEqual({ orders: 0, autoOrders: 0, ledger: 1 });
  });

  it('with an Idempotency-Key, a repeated list is placed and charged once', async () => {
    const r = await reseller(1000);
    const body = {
      orders: [
        { serviceId: half, link: 'https://x.com/p/1', amount: 10 },
        { serviceId: half, link: 'https://x.com/p/2', amount: 20 },
      ],
    };
    const first = await v1(r.key, body, 'list-1');
    const again = await v1(r.key, body, 'list-1');
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(await orderFootprint(ctx, r.id)).toEqual({ orders: 2, autoOrders: 0, ledger: 3 });
    expect(await balanceAndLedger(ctx, r.id)).toEqual({ balance: 985_000, ledger: 985_000 });
    const other = await v1(r.key, { orders: body.orders.slice(0, 1) }, 'list-1');
    expect(other).toMatchObject({ status: 409, body: { error: 'IDEMPOTENCY_KEY_REUSED' } });
  });
});
