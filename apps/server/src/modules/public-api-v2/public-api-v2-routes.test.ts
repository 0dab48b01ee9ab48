import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { balanceAndLedger, createTestMember } from '../../../test/helpers/members.ts';
import { createTestService, orderFootprint } from '../../../test/helpers/order-fixtures.ts';
import { apiKeyHash } from '../accounts/account-secrets.ts';

type Body = 'form' | 'json';
const BODIES: Body[] = ['form', 'json'];

let ctx: TestContext;
let half: number; // 0.5 a unit, auto-orders allowed
let tenth: number; // 0.1 a unit, min 1
let readOnly: number;
let hidden: number;
beforeAll(async () => {
  ctx = await createTestContext();
  half = await createTestService(ctx, { price: 0.5, min: 10, max: 1000, enableAuto: true });
  tenth = await createTestService(ctx, { price: 0.1, min: 1, max: 100 });
  readOnly = await createTestService(ctx, { readOnly: true });
  hidden = await createTestService(ctx, { visible: false });
});
afterAll(() => ctx.close());

/** A member with an api key, stored as the accounts module stores it: only its SHA-256 hex. */
async function reseller(points = 1000): Promise<{ id: number; key: string }> {
  const member = await createTestMember(ctx, { points });
  const key = randomBytes(24).toString('base64url');
  await ctx.db.query('UPDATE members SET api_key_hash = $2 WHERE id = $1', [member.id, apiKeyHash(key)]);
  return { id: member.id, key };
}

async function call(body: Body, fields: Record<string, string | number>) {
  const res = await ctx.app.inject(
    body === 'json'
      ? { method: 'POST', url: '/api/v2', payload: fields }
      : {
          method: 'POST',
          url: '/api/v2',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(
            Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
          ).toString(),
        },
  );
  expect(res.statusCode).toBe(200);
  return res.json<unknown>();
}

describe.each(BODIES)('API v2 with a %s body', (body) => {
  it('refuses a missing or wrong key and an unknown action with {error}', async () => {
    const r = await reseller();
    expect(await call(body, { action: 'balance' })).toEqual({ error: 'key 항목에 API 키를 입력해 주세요.' });
    expect(await call(body, { key: 'nope', action: 'balance' })).toEqual({
      error: 'API 키가 올바르지 않습니다.',
    });
    expect(await call(body, { key: r.key, action: 'delete' })).toEqual({
      error: '지원하지 않는 action입니다.',
    });
    expect(await call(body, { key: r.key })).toEqual({ error: '지원하지 않는 action입니다.' });
  });

  it('lists the orderable services with the rate per 1000 as an exact string', async () => {
    const r = await reseller();
    const list = (await call(body, { key: r.key, action: 'services' })) as { service: number }[];
    expect(list.find((s) => s.service === half)).toEqual({
      service: half,
      name: '테스트 서비스',
      type: 'Default',
      category: '테스트 카테고리',
      rate: '500',
      min: '10',
      max: '1000',
      dripfeed: true,
      refill: false,
      cancel: false,
    });
    expect(list.find((s) => s.service === tenth)).toMatchObject({ rate: '100', min: '1', dripfeed: false });
    expect(list.some((s) => s.service === readOnly || s.service === hidden)).toBe(false);
  });

  it('adds an order through the member debit path, charging exactly', async () => {
    const r = await reseller(10);
    const { order } = (await call(body, {
      key: r.key,
      action: 'add',
      service: tenth,
      link: 'https://x.com/p/1',
      quantity: 3,
    })) as { order: number };
    const { rows } = await ctx.db.query(
      'SELECT member_id, cost_milli, auto_order_id FROM orders WHERE id = $1',
      [order],
    );
    expect(rows[0]).toEqual({ member_id: r.id, cost_milli: 300, auto_order_id: null });
    expect(await call(body, { key: r.key, action: 'status', order })).toEqual({
      charge: '0.3',
      start_count: '0',
      status: 'Pending',
      remains: '3',
      currency: 'KRW',
    });
    expect(await call(body, { key: r.key, action: 'balance' })).toEqual({ balance: '9.7', currency: 'KRW' });
    expect(await balanceAndLedger(ctx, r.id)).toEqual({ balance: 9700, ledger: 9700 });
  });

  it('places an auto-order when runs and interval are given, charging every run up front', async () => {
    const r = await reseller(1000);
    const { order } = (await call(body, {
      key: r.key,
      action: 'add',
      service: half,
      link: 'https://x.com/a',
      quantity: 100,
      runs: 3,
      interval: 60,
    })) as { order: number };
    const { rows } = await ctx.db.query<{ runs: number; cost_milli: number }>(
      'SELECT a.runs, a.cost_milli FROM orders o JOIN auto_orders a ON a.id = o.auto_order_id WHERE o.id = $1',
      [order],
    );
    expect(rows[0]).toEqual({ runs: 3, cost_milli: 150_000 });
    expect(await call(body, { key: r.key, action: 'status', order })).toMatchObject({
      charge: '50',
      status: 'Pending',
    });
    expect(await balanceAndLedger(ctx, r.id)).toEqual({ balance: 850_000, ledger: 850_000 });
  });

  it('refuses with the member order messages and changes nothing', async () => {
    const r = await reseller(1);
    const add = { key: r.key, action: 'add', link: 'https://x.com/a' };
    const cases: [Record<string, string | number>, string][] = [
      [{ ...add, service: half, quantity: 10 }, '포인트가 부족합니다.'],
      [{ ...add, quantity: 10 }, '서비스를 선택해 주세요.'],
      [{ ...add, service: hidden, quantity: 10 }, '서비스를 선택해 주세요.'],
      [{ ...add, service: readOnly, quantity: 10 }, '현재 주문할 수 없는 서비스입니다.'],
      [{ ...add, service: half, quantity: 9 }, '주문 수량이 최소수량보다 적습니다.'],
      [{ ...add, service: half, quantity: 'many' }, '주문 수량이 최소수량보다 적습니다.'],
      [{ ...add, service: tenth, quantity: 2, runs: 2, interval: 60 }, '자동주문을 할 수 없는 서비스입니다.'],
      [{ ...add, service: half, link: 'not a link!', quantity: 10 }, '주문 링크 형식이 올바르지 않습니다.'],
    ];
    for (const [fields, error] of cases) expect(await call(body, fields)).toEqual({ error });
    expect(await balanceAndLedger(ctx, r.id)).toEqual({ balance: 1000, ledger: 1000 });
    expect(await orderFootprint(ctx, r.id)).toEqual({ orders: 0, autoOrders: 0, ledger: 1 });
  });

  it('answers multi-status keyed by id, refusing foreign, unknown and malformed ids one by one', async () => {
    const r = await reseller(1000);
    const other = await reseller(1000);
    const place = async (key: string) =>
      (
        (await call(body, { key, action: 'add', service: half, link: 'https://x.com/a', quantity: 10 })) as {
          order: number;
        }
      ).order;
    const [mine, theirs] = [await place(r.key), await place(other.key)];
    await ctx.db.query(
      'UPDATE orders SET status = 3, start_count = 120, remains = 4, refunded_milli = 2000 WHERE id = $1',
      [mine],
    );
    const answer = await call(body, {
      key: r.key,
      action: 'status',
      orders: `${mine}, ${theirs},999999999,abc`,
    });
    expect(answer).toEqual({
      [mine]: { charge: '3', start_count: '120', status: 'Partial', remains: '4', currency: 'KRW' },
      [theirs]: { error: 'Incorrect order ID' },
      '999999999': { error: 'Incorrect order ID' },
      abc: { error: 'Incorrect order ID' },
    });
    expect(await call(body, { key: r.key, action: 'status', order: theirs })).toEqual({
      error: '주문을 찾을 수 없습니다.',
    });
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect(await call(body, { key: r.key, action: 'status', orders: tooMany })).toEqual({
      error: '한 번에 최대 100개의 주문까지 조회할 수 있습니다.',
    });
  });

  it('names every order status in the panel words', async () => {
    const r = await reseller(1000);
    const { order } = (await call(body, {
      key: r.key,
      action: 'add',
      service: half,
      link: 'https://x.com/a',
      quantity: 10,
    })) as { order: number };
    const words = ['Pending', 'In progress', 'Completed', 'Partial', 'Processing', 'Canceled'];
    for (const [status, word] of words.entries()) {
      await ctx.db.query('UPDATE orders SET status = $2 WHERE id = $1', [order, status]);
      expect(await call(body, { key: r.key, action: 'status', order })).toMatchObject({ status: word });
    }
  });

  it('refuses refill and cancel where the service offers neither, in the standard single and multi shapes', async () => {
    const r = await reseller();
    const { order } = (await call(body, {
      key: r.key,
      action: 'add',
      service: tenth,
      link: 'https://x.com/p/2',
      quantity: 3,
    })) as { order: number };
    const cancelNo = { error: '취소를 지원하지 않는 서비스입니다.' };
    const refillNo = { error: '리필을 지원하지 않는 서비스입니다.' };
    const missing = { error: '주문을 찾을 수 없습니다.' };
    expect(await call(body, { key: r.key, action: 'cancel', order })).toEqual(cancelNo);
    expect(await call(body, { key: r.key, action: 'cancel', orders: `${order},99999999,x` })).toEqual([
      { order, cancel: cancelNo },
      { order: 99999999, cancel: missing },
      { order: 'x', cancel: missing },
    ]);
    expect(await call(body, { key: r.key, action: 'refill', order })).toEqual(refillNo);
    expect(await call(body, { key: r.key, action: 'refill', orders: String(order) })).toEqual([
      { order, refill: refillNo },
    ]);
    expect(await call(body, { key: r.key, action: 'refill_status', refill: 99999999 })).toEqual({
      error: '리필 요청을 찾을 수 없습니다.',
    });
    expect(await call(body, { key: r.key, action: 'refill_status', refills: '99999999,x' })).toEqual([
      { refill: 99999999, status: { error: 'Incorrect refill ID' } },
      { refill: 'x', status: { error: 'Incorrect refill ID' } },
    ]);
    // Nothing was recorded for any of them.
    const { rows } = await ctx.db.query('SELECT id FROM order_requests WHERE order_id = $1', [order]);
    expect(rows).toEqual([]);
  });
});

describe('API v2 request shapes', () => {
  it('refuses a JSON body that is not an object, and reads a body without content type as a form', async () => {
    const r = await reseller();
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2',
      headers: { 'content-type': 'application/json' },
      payload: '[1',
    });
    expect([bad.statusCode, bad.json()]).toEqual([200, { error: '입력 양식을 맞춰주세요.' }]);
    const bare = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2',
      payload: `key=${r.key}&action=balance`,
    });
    expect(bare.json()).toEqual({ balance: '1000', currency: 'KRW' });
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/v2' });
    expect(empty.json()).toEqual({ error: 'key 항목에 API 키를 입력해 주세요.' });
  });
});

describe('API v2 key in the query string (the OpenAPI security scheme)', () => {
  const post = (url: string, payload: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });

  it('takes ?key= when the body has no key, and the body key when it has one', async () => {
    const r = await reseller(1000);
    const other = await reseller(5);
    const fromQuery = await post(`/api/v2?key=${encodeURIComponent(r.key)}`, 'action=balance');
    expect(fromQuery.json()).toEqual({ balance: '1000', currency: 'KRW' });
    const blankBody = await post(`/api/v2?key=${encodeURIComponent(r.key)}`, 'key=&action=balance');
    expect(blankBody.json()).toEqual({ balance: '1000', currency: 'KRW' });
    const bodyWins = await post(
      `/api/v2?key=${encodeURIComponent(r.key)}`,
      `key=${encodeURIComponent(other.key)}&action=balance`,
    );
    expect(bodyWins.json()).toEqual({ balance: '5', currency: 'KRW' });
    expect((await post('/api/v2?key=nope', 'action=balance')).json()).toEqual({
      error: 'API 키가 올바르지 않습니다.',
    });
  });
});
