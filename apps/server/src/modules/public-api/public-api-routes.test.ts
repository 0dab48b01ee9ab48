import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { balanceAndLedger, createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { createTestService, orderFootprint, setSetting } from '../../../test/helpers/order-fixtures.ts';
import { ORDER_LOOKUP_TTL_MS } from '../../fast-path/order-lookups.ts';
import { apiKeyHash } from '../accounts/account-secrets.ts';

const clock = manualClock();
let ctx: TestContext;
let service: number;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  service = await createTestService(ctx, { price: 0.5, min: 10, max: 1000, enableAuto: true });
});
afterAll(() => ctx.close());

/** A member with an api key, stored the way the accounts module stores it: only its SHA-256 hex. */
async function reseller(points = 1000): Promise<TestMember & { key: { 'api-key': string } }> {
  const member = await createTestMember(ctx, { points });
  const key = randomBytes(24).toString('base64url');
  await ctx.db.query('UPDATE members SET api_key_hash = $2 WHERE id = $1', [member.id, apiKeyHash(key)]);
  return { ...member, key: { 'api-key': key } };
}

const postJson = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/order', headers, payload });

describe('public API v1', () => {
  it('refuses a missing or unknown key with 401 and a Korean message in the envelope', async () => {
    const missing = await ctx.app.inject('/api/v1/services');
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({
      statusCode: 401,
      error: 'UNAUTHORIZED',
      message: 'api-key 헤더에 API 키를 입력해 주세요.',
    });
    const wrong = await ctx.app.inject({ url: '/api/v1/services', headers: { 'api-key': 'nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'API 키가 올바르지 않습니다.' });
    // A JWT is not an api key.
    const m = await createTestMember(ctx);
    expect((await ctx.app.inject({ url: '/api/v1/services', headers: m.headers })).statusCode).toBe(401);
  });

  it('lists the visible services as id, min, max, text and type', async () => {
    const hidden = await createTestService(ctx, { visible: false });
    const r = await reseller();
    const list = (await ctx.app.inject({ url: '/api/v1/services', headers: r.key })).json<{ id: number }[]>();
    expect(list).toContainEqual({ id: service, min: 10, max: 1000, text: '테스트 서비스', type: 'Default' });
    expect(list.every((s) => Object.keys(s).sort().join() === 'id,max,min,text,type')).toBe(true);
    expect(list.some((s) => s.id === hidden)).toBe(false);
  });

  it('places an order from JSON with the member debit path and answers wId', async () => {
    const r = await reseller(1000);
    const res = await postJson(r.key, { serviceId: service, link: 'growlab.kr', amount: 333 });
    expect(res.statusCode).toBe(200);
    const { wId } = res.json<{ wId: number }>();
    expect(Object.keys(res.json())).toEqual(['wId']);
    const { rows } = await ctx.db.query(
      'SELECT member_id, link, cost_milli, auto_order_id FROM orders WHERE id = $1',
      [wId],
    );
    expect(rows[0]).toEqual({
      member_id: r.id,
      link: 'https://www.instagram.com/growlab.kr/',
      cost_milli: 166_500,
      auto_order_id: null,
    });
    const ledger = await ctx.db.query<{ idempotency_key: string }>(
      'SELECT idempotency_key FROM point_ledger WHERE ref_type = $1 AND ref_id = $2',
      ['order', wId],
    );
    expect(ledger.rows.map((l) => l.idempotency_key)).toEqual([`order:${wId}:debit`]);
    expect(await balanceAndLedger(ctx, r.id)).toEqual({ balance: 833_500, ledger: 833_500 });
  });

  it('places an order from a form body', async () => {
    const r = await reseller(1000);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/order',
      headers: { ...r.key, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `serviceId=${service}&link=${encodeURIComponent('https://x.com/p/1')}&amount=20`,
    });
    expect(res.statusCode).toBe(200);
    expect(await balanceAndLedger(ctx, r.id)).toEqual({ balance: 990_000, ledger: 990_000 });
  });

  it('applies the same rules and messages as the member order, changing nothing on refusal', async () => {
    const r = await reseller(1);
    const cases: [Record<string, unknown>, string][] = [
      [{ link: 'https://x.com/a', amount: 10 }, '서비스를 선택해 주세요.'],
      [{ serviceId: 999_999, link: 'https://x.com/a', amount: 10 }, '서비스를 선택해 주세요.'],
      [{ serviceId: service, amount: 10 }, '주문 링크를 입력해주세요.'],
      [{ serviceId: service, link: 'not a link!', amount: 10 }, '주문 링크 형식이 올바르지 않습니다.'],
      [{ serviceId: service, link: 'https://x.com/a', amount: 9 }, '주문 수량이 최소수량보다 적습니다.'],
      [{ serviceId: service, link: 'https://x.com/a', amount: 1001 }, '주문 수량이 최대수량보다 많습니다.'],
      [{ serviceId: service, link: 'https://x.com/a', amount: 10 }, '포인트가 부족합니다.'],
    ];
    for (const [body, message] of cases) {
      const res = await postJson(r.key, body);
      expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([400, message]);
    }
    await setSetting(ctx, 'ENABLE_SERVICE_CHECK', 'true');
    clock.advance(ORDER_LOOKUP_TTL_MS);
    try {
      const res = await postJson(r.key, { serviceId: service, link: 'https://x.com/a', amount: 2 });
      expect(res.json()).toMatchObject({
        statusCode: 400,
        message: '서비스 점검 중에는 주문할 수 없습니다.',
      });
    } finally {
      await setSetting(ctx, 'ENABLE_SERVICE_CHECK', 'false');
      clock.advance(ORDER_LOOKUP_TTL_MS);
    }
    expect(await orderFootprint(ctx, r.id)).toEqual({ orders: 0, autoOrders: 0, ledger: 1 });
  });

  it('never places an auto-order, whatever the body carries', async () => {
    const r = await reseller(1000);
    const res = await postJson(r.key, {
      serviceId: service,
      link: 'https://x.com/a',
      amount: 10,
      runs: 5,
      interval: 60,
    });
    expect(res.statusCode).toBe(200);
    expect(await orderFootprint(ctx, r.id)).toEqual({ orders: 1, autoOrders: 0, ledger: 2 });
  });

  it('reports the status string and remains of the key owner’s own orders only', async () => {
    const r = await reseller(1000);
    const other = await reseller(1000);
    const { wId } = (
      await postJson(r.key, { serviceId: service, link: 'https://x.com/a', amount: 40 })
    ).json<{ wId: number }>();
    const status = (id: number, key = r.key) => ctx.app.inject({ url: `/api/v1/status/${id}`, headers: key });

    expect((await status(wId)).json()).toEqual({ status: 'PENDING', remains: 40 });
    const expected = ['PENDING', 'IN PROGRESS', 'COMPLETED', 'PARTIAL', 'PROCESSING', 'CANCELED'];
    for (const [code, text] of expected.entries()) {
      await ctx.db.query('UPDATE orders SET status = $2, remains = $3 WHERE id = $1', [wId, code, code * 5]);
      expect((await status(wId)).json()).toEqual({ status: text, remains: code * 5 });
    }

    const foreign = await status(wId, other.key);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ statusCode: 404, message: '주문을 찾을 수 없습니다.' });
    expect((await status(999_999_999)).statusCode).toBe(404);
    expect((await status(wId, { 'api-key': 'nope' })).statusCode).toBe(401);
  });
});
