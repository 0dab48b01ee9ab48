import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES as M } from '@smm/contract/idempotency-messages';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { createTestContext, TEST_DB, type TestContext } from '../../../test/helpers/test-context.ts';
import { balanceAndLedger, createTestMember } from '../../../test/helpers/members.ts';
import { createTestService, orderFootprint } from '../../../test/helpers/order-fixtures.ts';
import { buildSweeps } from '../../jobs/sweeps.ts';
import { apiKeyHash } from '../accounts/account-secrets.ts';
import { ORDER_LOOKUP_TTL_MS } from '../../fast-path/order-lookups.ts';
import { IDEMPOTENCY_TTL_MS } from './idempotency-service.ts';

const clock = manualClock(new Date('2026-03-01T09:00:00.000Z'));
let ctx: TestContext;
let service: number;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  service = await createTestService(ctx, { price: 0.5, min: 10, max: 1000 });
});
afterAll(() => ctx.close());

interface Reseller {
  id: number;
  key: string;
}

async function reseller(points = 1000): Promise<Reseller> {
  const member = await createTestMember(ctx, { points });
  const key = randomBytes(24).toString('base64url');
  await ctx.db.query('UPDATE members SET api_key_hash = $2 WHERE id = $1', [member.id, apiKeyHash(key)]);
  return { id: member.id, key };
}

const order = (amount = 100) => ({ serviceId: service, link: 'https://x.com/p/1', amount });

async function v1(r: Reseller, idempotencyKey: string | undefined, body: Record<string, unknown>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/order',
    headers: {
      'api-key': r.key,
      ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
    },
    payload: body,
  });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

async function v2(r: Reseller, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v2',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ key: r.key, action: 'add', ...fields }).toString(),
  });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

const add = (amount = 100) => ({
  service: String(service),
  link: 'https://x.com/p/1',
  quantity: String(amount),
});

/** Balance and ledger agree, and the member was charged exactly `orders` orders of `amount` x 0.5. */
async function expectCharged(r: Reseller, start: number, orders: number, amount = 100) {
  const ledgerRows = 1 + orders; // the test credit, then one debit per order
  expect(await orderFootprint(ctx, r.id)).toEqual({ orders, autoOrders: 0, ledger: ledgerRows });
  const left = start * 1000 - orders * amount * 500;
  expect(await balanceAndLedger(ctx, r.id)).toEqual({ balance: left, ledger: left });
}

describe('Idempotency-Key on v1 POST /order', () => {
  it('answers a repeat of the same key and order with the first answer and charges once', async () => {
    const r = await reseller(1000);
    const first = await v1(r, 'retry-1', order());
    expect(first.status).toBe(200);
    const again = await v1(r, 'retry-1', order());
    expect(again).toEqual(first);
    // The same order as a form body is the same request.
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/order',
      headers: {
        'api-key': r.key,
        'idempotency-key': 'retry-1',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `serviceId=${service}&link=${encodeURIComponent('https://x.com/p/1')}&amount=100`,
    });
    expect([form.statusCode, form.json()]).toEqual([first.status, first.body]);
    await expectCharged(r, 1000, 1);
  });

  it('refuses the same key with another order: 409 in Korean, nothing charged', async () => {
    const r = await reseller(1000);
    const first = await v1(r, 'k-2', order(100));
    expect(first.status).toBe(200);
    const other = await v1(r, 'k-2', order(200));
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      statusCode: 409,
      error: 'IDEMPOTENCY_KEY_REUSED',
      message: M.keyReused,
    });
    await expectCharged(r, 1000, 1);
  });

  it('keeps members apart: two members may use one key, each gets an order', async () => {
    const [a, b] = [await reseller(1000), await reseller(1000)];
    const fromA = await v1(a, 'shared-key', order());
    const fromB = await v1(b, 'shared-key', order());
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromA.body.wId).not.toBe(fromB.body.wId);
    await expectCharged(a, 1000, 1);
    await expectCharged(b, 1000, 1);
  });

  it('orders without a key as before: every request is an order', async () => {
    const r = await reseller(1000);
    await v1(r, undefined, order());
    await v1(r, undefined, order());
    await expectCharged(r, 1000, 2);
  });

  it('refuses an empty, too long or non-printable key with a Korean 400, charging nothing', async () => {
    const r = await reseller(1000);
    for (const bad of ['', 'k'.repeat(101), 'tab\there']) {
      const res = await v1(r, bad, order());
      expect([res.status, res.body.message], JSON.stringify(bad)).toEqual([400, M.keyInvalid]);
    }
    expect((await v1(r, 'k'.repeat(100), order())).status).toBe(200);
    expect((await v1(r, ' !~', order())).status).toBe(200);
    await expectCharged(r, 1000, 2);
  });

  it('records nothing for a refused order: after a top-up the same key orders', async () => {
    const r = await reseller(10);
    const refused = await v1(r, 'poor-1', order(100));
    expect([refused.status, refused.body.message]).toEqual([400, '포인트가 부족합니다.']);
    const { rows } = await ctx.db.query('SELECT 1 FROM idempotency_keys WHERE member_id = $1', [r.id]);
    expect(rows).toEqual([]);
    expect((await v1(r, 'poor-1', order(20))).status).toBe(200);
    await expectCharged(r, 10, 1, 20);
  });

  it('replays the first answer even after the service was hidden', async () => {
    const hidden = await createTestService(ctx, { price: 0.5 });
    const r = await reseller(1000);
    const body = { serviceId: hidden, link: 'https://x.com/p/1', amount: 100 };
    const first = await v1(r, 'before-hide', body);
    expect(first.status).toBe(200);
    await ctx.db.query('UPDATE services SET visible = false WHERE id = $1', [hidden]);
    clock.advance(ORDER_LOOKUP_TTL_MS);
    expect(await v1(r, 'before-hide', body)).toEqual(first);
    expect((await v1(r, 'after-hide', body)).body.message).toBe('서비스를 선택해 주세요.');
    await expectCharged(r, 1000, 1);
  });
});

describe('Idempotency-Key on v2 add', () => {
  it('takes the idempotency_key field or the header: a repeat gets the same order, charged once', async () => {
    const r = await reseller(1000);
    const first = await v2(r, { ...add(), idempotency_key: 'v2-1' });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual(['order']);
    expect(typeof first.body.order).toBe('number');
    expect(await v2(r, { ...add(), idempotency_key: 'v2-1' })).toEqual(first);
    expect(await v2(r, add(), { 'idempotency-key': 'v2-1' })).toEqual(first);
    expect(await v2(r, { ...add(), idempotency_key: 'v2-1' }, { 'idempotency-key': 'v2-1' })).toEqual(first);
    await expectCharged(r, 1000, 1);
  });

  it('refuses another order under the key with HTTP 409 {error}, and disagreeing or bad keys in 200 {error}', async () => {
    const r = await reseller(1000);
    expect((await v2(r, { ...add(100), idempotency_key: 'v2-2' })).status).toBe(200);
    expect(await v2(r, { ...add(200), idempotency_key: 'v2-2' })).toEqual({
      status: 409,
      body: { error: M.keyReused },
    });
    expect(await v2(r, { ...add(), idempotency_key: 'a' }, { 'idempotency-key': 'b' })).toEqual({
      status: 200,
      body: { error: M.keysDiffer },
    });
    for (const bad of ['', '한글키', 'k'.repeat(101)]) {
      expect(await v2(r, { ...add(), idempotency_key: bad })).toEqual({
        status: 200,
        body: { error: M.keyInvalid },
      });
    }
    expect(await v2(r, add(), { 'idempotency-key': 'k'.repeat(101) })).toEqual({
      status: 200,
      body: { error: M.keyInvalid },
    });
    await expectCharged(r, 1000, 1);
  });

  it('keeps a key used through v1 from answering a v2 add with the v1 answer', async () => {
    const r = await reseller(1000);
    expect((await v1(r, 'both-apis', order())).status).toBe(200);
    expect(await v2(r, { ...add(), idempotency_key: 'both-apis' })).toEqual({
      status: 409,
      body: { error: M.keyReused },
    });
    await expectCharged(r, 1000, 1);
  });
});

describe('24 hours later', () => {
  it('a key is free again: at once when it is older than 24 hours, and the sweep deletes it', async () => {
    const r = await reseller(1000);
    const first = await v1(r, 'daily', order());
    clock.advance(IDEMPOTENCY_TTL_MS - 1);
    expect(await v1(r, 'daily', order())).toEqual(first);
    clock.advance(1);
    // Not yet swept: the expired record is taken over by the new order.
    const next = await v1(r, 'daily', order());
    expect(next.status).toBe(200);
    expect(next.body.wId).not.toBe(first.body.wId);
    await expectCharged(r, 1000, 2);

    const sweep = buildSweeps({
      db: ctx.db,
      clock,
      config: ctx.config,
      services: ctx.app.services,
      log: { error: () => undefined },
    }).find((s) => s.name === 'prune-idempotency-keys');
    const count = async () =>
      (
        await ctx.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM idempotency_keys WHERE member_id = $1',
          [r.id],
        )
      ).rows[0]?.n;
    await v1(r, 'other-day', order());
    expect(await count()).toBe(2);
    await sweep?.run();
    expect(await count()).toBe(2);
    clock.advance(IDEMPOTENCY_TTL_MS);
    expect(await sweep?.run()).toBeGreaterThanOrEqual(2);
    expect(await count()).toBe(0);
    const afterSweep = await v1(r, 'daily', order(200));
    expect(afterSweep.status).toBe(200);
    // 1000 points, three orders of 50 and one of 100.
    expect(await balanceAndLedger(ctx, r.id)).toEqual({ balance: 750_000, ledger: 750_000 });
  });
});

// On PGlite one connection serialises everything, so only PostgreSQL shows real races.
describe.skipIf(TEST_DB === 'pglite')('concurrent requests with one key (PostgreSQL)', () => {
  it('10 parallel v1 orders with one key place one order, one debit, and all get its answer', async () => {
    const r = await reseller(1000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => v1(r, 'burst', order())));
    const first = answers[0];
    expect(first?.status).toBe(200);
    expect(answers.every((a) => JSON.stringify(a) === JSON.stringify(first))).toBe(true);
    await expectCharged(r, 1000, 1);
  });

  it('10 parallel v2 adds with one key, some with another order: one order, the others refused', async () => {
    const r = await reseller(1000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        v2(r, { ...add(i % 2 === 0 ? 100 : 200), idempotency_key: 'burst-v2' }),
      ),
    );
    const placed = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409);
    expect(placed.length + refused.length).toBe(10);
    expect(new Set(placed.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(refused.every((a) => a.body.error === M.keyReused)).toBe(true);
    // The first to commit fixes the order; the four sent with the same order replay it.
    expect(placed).toHaveLength(5);
    const amount = (
      await ctx.db.query<{ amount: number }>('SELECT amount FROM orders WHERE member_id = $1', [r.id])
    ).rows[0]?.amount;
    await expectCharged(r, 1000, 1, amount);
  });
});
