import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminService } from '@smm/contract/admin-catalogue';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/database.ts';
import { createTestContext, TEST_DB, type TestContext } from '../../../test/helpers/test-context.ts';
import { balanceAndLedger, createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import {
  catalogueCaller,
  createCatalogueTree,
  type CatalogueCall,
} from '../../../test/helpers/catalogue-admin.ts';

// The clock never moves here: the order path's short shared read (order-lookups.ts) stays warm, so
// these tests show that an operator's change does not wait for it to expire.
const clock = manualClock();
let ctx: TestContext;
let operator: TestMember;
let call: CatalogueCall;
beforeAll(async () => {
  ctx = await createTestContext({ demoCatalog: false, clock });
  operator = await createTestMember(ctx, { isAdmin: true, clock });
  call = catalogueCaller(ctx.app, operator);
});
afterAll(() => ctx.close());

function placeOrder(app: FastifyInstance, member: TestMember, serviceId: number, extra: object = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/service/order',
    headers: member.headers,
    payload: {
      serviceId,
      link: 'https://www.instagram.com/p/abc/',
      amount: 100,
      runs: 0,
      interval: 0,
      ...extra,
    },
  });
}

async function charged(orderId: number): Promise<{ unit: number; cost: number }> {
  const { rows } = await ctx.db.query<{ unit: number; cost: number }>(
    'SELECT unit_price_milli AS unit, cost_milli AS cost FROM orders WHERE id = $1',
    [orderId],
  );
  return rows[0]!;
}

describe('storefront reads after an operator change', () => {
  it('answer the new catalogue at once; the ETag of the old answer no longer matches', async () => {
    const tree = await createCatalogueTree(call, { platformId: 1, price: 1 });
    const first = await ctx.app.inject('/api/service/services');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    const unchanged = await ctx.app.inject({
      url: '/api/service/services',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);

    await call('PATCH', `/services/${tree.service.id}`, { price: 1.25, text: '가격 바뀐 서비스' });
    const after = await ctx.app.inject({ url: '/api/service/services', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json<{ id: number; point: number; text: string }[]>()).toContainEqual(
      expect.objectContaining({ id: tree.service.id, point: 1.25, text: '가격 바뀐 서비스' }),
    );

    const categories = await ctx.app.inject('/api/service/categorys');
    await call('PATCH', `/categories/${tree.category.id}`, { visible: false });
    const hidden = await ctx.app.inject({
      url: '/api/service/categorys',
      headers: { 'if-none-match': categories.headers.etag as string },
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<{ id: number }[]>().map((c) => c.id)).not.toContain(tree.category.id);
    // A hidden category hides its services too.
    const services = (await ctx.app.inject('/api/service/services')).json<{ id: number }[]>();
    expect(services.map((s) => s.id)).not.toContain(tree.service.id);

    const platforms = await ctx.app.inject('/api/service/platforms');
    await call('PATCH', '/platforms/1', { background: '#abcdef' });
    const recoloured = await ctx.app.inject({
      url: '/api/service/platforms',
      headers: { 'if-none-match': platforms.headers.etag as string },
    });
    expect(recoloured.json()).toEqual([{ id: 1, text: '플랫폼 1', visible: true, background: '#abcdef' }]);
  });
});

describe('the next order after an operator change', () => {
  it('is charged the new price, though the order path read the service a moment ago', async () => {
    const tree = await createCatalogueTree(call, { platformId: 2, price: 1, max: 10_000 });
    const member = await createTestMember(ctx, { points: 10_000, clock });
    const before = await placeOrder(ctx.app, member, tree.service.id);
    expect(before.statusCode, before.body).toBe(200);
    expect(await charged(before.json<{ orderId: number }>().orderId)).toEqual({ unit: 1000, cost: 100_000 });

    await call('PATCH', `/services/${tree.service.id}`, { price: 2.345 });
    const after = await placeOrder(ctx.app, member, tree.service.id);
    expect(after.statusCode, after.body).toBe(200);
    expect(await charged(after.json<{ orderId: number }>().orderId)).toEqual({ unit: 2345, cost: 234_500 });

    // A bulk change, and an auto-order: charged unit price x amount x runs at the new price.
    await call('PATCH', `/services/${tree.service.id}`, { enableAuto: true });
    await call('POST', '/services/price', { ids: [tree.service.id], percent: -50 });
    const auto = await placeOrder(ctx.app, member, tree.service.id, { runs: 3, interval: 60 });
    expect(auto.statusCode, auto.body).toBe(200);
    const { rows } = await ctx.db.query<{ unit: number; cost: number }>(
      'SELECT unit_price_milli AS unit, cost_milli AS cost FROM auto_orders WHERE member_id = $1',
      [member.id],
    );
    expect(rows).toEqual([{ unit: 1173, cost: 1173 * 100 * 3 }]);
    const { balance, ledger } = await balanceAndLedger(ctx, member.id);
    expect(balance).toBe(ledger);
    expect(balance).toBe(10_000_000 - 100_000 - 234_500 - 351_900);
  });

  it('is refused once the service or its category is hidden, and accepted again once shown', async () => {
    const tree = await createCatalogueTree(call, { platformId: 3, price: 1 });
    const member = await createTestMember(ctx, { points: 1_000, clock });
    expect((await placeOrder(ctx.app, member, tree.service.id)).statusCode).toBe(200);
    const refused = async () => {
      const res = await placeOrder(ctx.app, member, tree.service.id);
      expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([
        400,
        '서비스를 선택해 주세요.',
      ]);
    };

    await call('PATCH', `/services/${tree.service.id}`, { visible: false });
    await refused();
    await call('PATCH', `/services/${tree.service.id}`, { visible: true });
    expect((await placeOrder(ctx.app, member, tree.service.id)).statusCode).toBe(200);

    await call('PATCH', `/categories/${tree.category.id}`, { visible: false });
    await refused();
    await call('PATCH', `/categories/${tree.category.id}`, { visible: true });
    await call('PATCH', '/platforms/3', { visible: false });
    await refused();
    await call('PATCH', '/platforms/3', { visible: true });
    expect((await placeOrder(ctx.app, member, tree.service.id)).statusCode).toBe(200);

    await call('PATCH', `/services/${tree.service.id}`, { min: 500 });
    const small = await placeOrder(ctx.app, member, tree.service.id);
    expect(small.json<{ message: string }>().message).toBe('주문 수량이 최소수량보다 적습니다.');
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE member_id = $1',
      [member.id],
    );
    expect(rows[0]!.n).toBe(3);
  });
});

describe.runIf(TEST_DB === 'postgres')('two app instances on one PostgreSQL database', () => {
  let secondDb: Database;
  let second: FastifyInstance;
  beforeAll(async () => {
    // Its own pool and its own services (and so its own order-path read), as another process has.
    secondDb = await openDatabase({ url: ctx.databaseUrl!, poolSize: 5 });
    second = await buildApp({ config: ctx.config, db: secondDb, clock, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
  });

  it('a change made through one is in the next answer and the next order of the other', async () => {
    const tree = await createCatalogueTree(call, { platformId: 4, price: 1 });
    const member = await createTestMember(ctx, { points: 10_000, clock });
    // The second instance has read the service (its order path holds it) before the change.
    const warm = await placeOrder(second, member, tree.service.id);
    expect(warm.statusCode, warm.body).toBe(200);

    const changed = await call<AdminService>('PATCH', `/services/${tree.service.id}`, { price: 3.5 });
    expect(changed.body.price).toBe(3.5);
    const listed = (await second.inject('/api/service/services')).json<{ id: number; point: number }[]>();
    expect(listed.find((s) => s.id === tree.service.id)?.point).toBe(3.5);
    const next = await placeOrder(second, member, tree.service.id);
    expect(next.statusCode, next.body).toBe(200);
    expect(await charged(next.json<{ orderId: number }>().orderId)).toEqual({ unit: 3500, cost: 350_000 });

    await call('PATCH', `/categories/${tree.category.id}`, { visible: false });
    const categories = (await second.inject('/api/service/categorys')).json<{ id: number }[]>();
    expect(categories.map((c) => c.id)).not.toContain(tree.category.id);
    const refused = await placeOrder(second, member, tree.service.id);
    expect(refused.json<{ message: string }>().message).toBe('서비스를 선택해 주세요.');
  });

  it('orders racing a price change are each charged one of the two prices, never anything else', async () => {
    const tree = await createCatalogueTree(call, { platformId: 5, price: 1 });
    const members = await Promise.all(
      Array.from({ length: 6 }, () => createTestMember(ctx, { points: 10_000, clock })),
    );
    const orders = members.map((m, i) => placeOrder(i % 2 ? second : ctx.app, m, tree.service.id));
    const change = call('PATCH', `/services/${tree.service.id}`, { price: 2 });
    const answers = await Promise.all(orders);
    expect((await change).status).toBe(200);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      const { unit, cost } = await charged(answer.json<{ orderId: number }>().orderId);
      expect([1000, 2000]).toContain(unit);
      expect(cost).toBe(unit * 100);
    }
    for (const m of members) {
      const { balance, ledger } = await balanceAndLedger(ctx, m.id);
      expect(balance).toBe(ledger);
    }
    // After the change has answered, both instances charge the new price.
    for (const app of [ctx.app, second]) {
      const res = await placeOrder(app, members[0]!, tree.service.id);
      expect(await charged(res.json<{ orderId: number }>().orderId)).toEqual({ unit: 2000, cost: 200_000 });
    }
  });
});
